// Requests scripts/server.mjs refuses before Next.js sees them, with a clear 4xx instead of the
// 500 Next.js answers: a path whose %-escapes do not decode (`/templates/%E0%A4%A`, `/%`), and a
// server-action POST that declares a body over the limit next.config.ts sets for actions.

/** next.config.ts's `serverActions.bodySizeLimit` ('3mb', read by Next.js as 3 MiB). */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export const REQUEST_GUARD_MESSAGES = {
  malformedPath: 'Bad request: the address contains a malformed %-escape.',
  actionTooLarge: 'The form sent is too large: at most 3 MB.',
};

const HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function refuse(request, response, status, message) {
  // The body is not wanted: the connection closes after the answer rather than reading it all.
  response.writeHead(status, { ...HEADERS, Connection: 'close' }).end(request.method === 'HEAD' ? undefined : message);
  request.resume();
  return true;
}

/**
 * Answers a request that must not reach Next.js, and returns true; false for any other.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function refuseMalformedRequest(request, response) {
  const path = (request.url ?? '/').split('?', 1)[0];
  if (!decodes(path)) return refuse(request, response, 400, REQUEST_GUARD_MESSAGES.malformedPath);
  if (request.method === 'POST' && request.headers['next-action'] !== undefined) {
    const declared = Number(request.headers['content-length']);
    if (declared > SERVER_ACTION_BODY_LIMIT_BYTES)
      return refuse(request, response, 413, REQUEST_GUARD_MESSAGES.actionTooLarge);
  }
  return false;
}
