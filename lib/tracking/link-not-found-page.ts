import {
  LINK_NOT_FOUND_CONTENT_SECURITY_POLICY,
  SHORT_LINK_SECURITY_HEADERS,
} from '@/lib/security/security-headers.mjs';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url';

export const LINK_NOT_FOUND = {
  heading: 'Link Not Found',
  invalid: 'This link is invalid or has expired',
  noId: TRACKING_URL_MESSAGES.noTrackingId,
} as const;

/**
 * The page a scanner sees for an unknown link: self-contained HTML (no app bundle, no session),
 * so it is as cheap to serve as the redirect itself. The text is fixed: nothing from the
 * request is echoed.
 */
export function linkNotFoundHtml(message: string): string {
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

export function linkNotFoundResponse(message: string): Response {
  return new Response(linkNotFoundHtml(message), { status: 404, headers: LINK_NOT_FOUND_HEADERS });
}
