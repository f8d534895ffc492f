// Every request the front does not answer itself goes to the Next.js process over its Unix
// socket, streamed both ways (uploads, pages, live-update streams), headers as they came apart
// from the hop-by-hop ones. The client's address travels in the front's own headers
// (client-address.mjs), written on the request before it is passed on.
import http from 'node:http';

// Headers about one connection, not the request (RFC 9110 section 7.6.1), and Expect: the front
// already answered 100-continue to the client.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);

/** @param {import('node:http').IncomingHttpHeaders} headers */
function endToEnd(headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

export const APP_UNAVAILABLE = 'Inkpost is restarting. Try again in a moment.';

/**
 * @param {string} socketPath where the Next.js process listens
 * @param {(what: string, error: unknown) => void} logError
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function createAppProxy(socketPath, logError) {
  const agent = new http.Agent({ keepAlive: true });
  return (request, response) => {
    const upstream = http.request({
      socketPath,
      agent,
      method: request.method,
      path: request.url,
      headers: endToEnd(request.headers),
    });
    let clientGone = false;
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', (error) => {
      // The client went away first (a closed tab, a cancelled prefetch): nothing to answer.
      if (clientGone) return;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      logError(`proxy ${request.method} ${request.url?.split('?')[0]}`, error);
      response
        .writeHead(502, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '2',
        })
        .end(APP_UNAVAILABLE);
    });
    // A client that goes away (a closed tab, a cut live-update stream) ends the hop behind it.
    response.on('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    request.pipe(upstream);
  };
}
