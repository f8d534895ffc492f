// /r/{id} answered by the front process from its link index: a 302 to the link's target (the
// scan counted after the answer went out) or the Link Not Found page, the same decision as
// app/r/[id]/route.ts without Next.js in the way.
import {
  LINK_NOT_FOUND,
  LINK_NOT_FOUND_HEADERS,
  decideForLink,
  isTrackingId,
  linkNotFoundHtml,
  parseShortLinkId,
  redirectHeaders,
  shortLinkIdOf,
} from '../../lib/tracking/short-link-answer.mjs';

/**
 * @param {ReturnType<typeof import('./link-index.mjs').createLinkIndex>} index
 * @param {{ count(scan: { trackingUrlId: string, userId: string }): void }} scans
 * @param {(what: string, error: unknown) => void} logError
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 *   answers a short link request and returns true; false for any other request
 */
export function createShortLinkHandler(index, scans, logError) {
  function answer(decision, request, response) {
    if (decision.kind === 'not-found') {
      response
        .writeHead(404, LINK_NOT_FOUND_HEADERS)
        .end(request.method === 'HEAD' ? undefined : linkNotFoundHtml(decision.message));
      return;
    }
    response.writeHead(302, redirectHeaders(decision.location)).end();
    if (decision.scan) scans.count(decision.scan);
  }

  return (request, response) => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    let id = plainTrackingId(request.url);
    if (id === null) {
      const rawId = shortLinkIdOf(request.url ?? '');
      if (rawId === null) return false;
      const parsed = parseShortLinkId(rawId);
      if (typeof parsed !== 'string') {
        answer(parsed, request, response);
        return true;
      }
      id = parsed;
    }
    const asked = { method, userAgent: userAgentOf(request) };
    // A link in the index is answered at once; only a lookup makes the request wait.
    const known = index.peek(id);
    if (known !== undefined) answer(decideForLink(id, known, asked), request, response);
    else
      index.resolve(id).then(
        (link) => answer(decideForLink(id, link, asked), request, response),
        (error) => {
          // As if there were no such link: the scanner gets a page, never an error.
          logError('tracking link lookup', error);
          if (!response.headersSent) answer({ kind: 'not-found', message: LINK_NOT_FOUND.invalid }, request, response);
        },
      );
    return true;
  };
}

// `/r/{id}` as a QR code holds it (lower case, nothing after): the id without the path's regular
// expression and %-decoding, which cost a twentieth of a redirect's time (bench:redirect).
function plainTrackingId(url) {
  if (url?.length !== 15 || !url.startsWith('/r/')) return null;
  const id = url.slice(3);
  return isTrackingId(id) ? id : null;
}

// Read from the raw headers: Node.js builds request.headers only when asked, which a scan need not pay for.
function userAgentOf(request) {
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].length === 10 && raw[i].toLowerCase() === 'user-agent') return raw[i + 1];
  }
  return null;
}
