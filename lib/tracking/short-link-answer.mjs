// What a QR short link /r/{id} answers, as plain JavaScript: shared by the front process of
// `npm start` (scripts/front/, which loads no Next.js and no TypeScript) and by the route
// handlers of app/r/ (next dev, other hosts). Nothing here touches a database.
import { LINK_NOT_FOUND_CONTENT_SECURITY_POLICY, SHORT_LINK_SECURITY_HEADERS } from '../security/security-headers.mjs';

/** The Link Not Found page's texts (spec sections 5 and 8). */
export const LINK_NOT_FOUND = {
  heading: 'Link Not Found',
  invalid: 'This link is invalid or has expired',
  noId: 'No tracking ID provided',
};

// Link unfurlers, crawlers and monitors fetch a link without a person behind it. A missing
// user agent is counted: some QR scanner apps send none.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|whatsapp|telegram|skypeuripreview|embedly|quora link preview|pinterest|vkshare|w3c_validator|lighthouse|pingdom|uptimerobot|statuscake|python-requests|go-http-client|wget|libwww|scrapy/i;

/** Whether a request is an obvious robot rather than a person scanning the code. */
export function isBot(userAgent) {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/** Tracking ids are 12 characters of a-z0-9 (spec section 9). */
export const isTrackingId = (value) => /^[a-z0-9]{12}$/.test(value);

// /r, /r/ and /r/{id}, with or without a query string.
const SHORT_LINK_PATH = /^\/r(?:\/([^/?#]*))?\/?(?:\?.*)?$/;

/**
 * The raw id of a short link request target: null when the target is not a short link, '' for
 * /r and /r/. A malformed %-escape stays as sent (it is simply an id that does not exist).
 */
export function shortLinkIdOf(target) {
  const match = SHORT_LINK_PATH.exec(target);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return match[1];
  }
}

const notFound = (message) => ({ kind: 'not-found', message });

/** The id to look up, or the answer when there is none to look up. */
export function parseShortLinkId(rawId) {
  if (!rawId) return notFound(LINK_NOT_FOUND.noId);
  // Some QR readers upper-case what they read; ids are lower case.
  const id = rawId.toLowerCase();
  return isTrackingId(id) ? id : notFound(LINK_NOT_FOUND.invalid);
}

/** A 302 to the link's target with the scan to count, or Link Not Found when there is no link. */
export function decideForLink(id, link, { method, userAgent }) {
  if (!link) return notFound(LINK_NOT_FOUND.invalid);
  // HEAD requests come from link checkers, not people: answered the same, never counted.
  const counted = method === 'GET' && !isBot(userAgent);
  return {
    kind: 'redirect',
    location: link.targetUrl,
    scan: counted ? { trackingUrlId: id, userId: link.userId } : null,
  };
}

/**
 * The page a scanner sees for an unknown link: self-contained HTML (no app bundle, no session),
 * so it is as cheap to serve as the redirect itself. The text is fixed: nothing from the
 * request is echoed.
 */
export function linkNotFoundHtml(message) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${LINK_NOT_FOUND.heading} · Inkpost</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc;
         font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; }
  main { max-width: 28rem; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid #e2e8f0;
         border-radius: 1rem; box-shadow: 0 1px 2px rgb(15 23 42 / 0.06); text-align: center; }
  h1 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  p { margin: 0; color: #475569; line-height: 1.5; }
  small { display: block; margin-top: 1.5rem; color: #64748b; }
</style>
</head>
<body>
<main>
  <h1>${LINK_NOT_FOUND.heading}</h1>
  <p>${message}</p>
  <small>Inkpost</small>
</main>
</body>
</html>`;
}

export const LINK_NOT_FOUND_HEADERS = {
  ...SHORT_LINK_SECURITY_HEADERS,
  'Content-Security-Policy': LINK_NOT_FOUND_CONTENT_SECURITY_POLICY,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
};

const SECURITY_HEADER_LIST = Object.entries(SHORT_LINK_SECURITY_HEADERS).flat();

/**
 * The headers of the 302 to `location`, as node:http's flat list (name, value, name, value…):
 * writeHead takes it as is, where an object costs it a fifth more CPU per redirect (bench:redirect).
 */
export const redirectHeaders = (location) => [
  ...SECURITY_HEADER_LIST,
  'Location',
  location,
  'Cache-Control',
  'no-store',
];
