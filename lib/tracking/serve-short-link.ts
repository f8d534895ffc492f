import type { IncomingMessage, ServerResponse } from 'node:http';
import { logError } from '@/lib/errors';
import { SHORT_LINK_SECURITY_HEADERS } from '@/lib/security/security-headers.mjs';
import { LINK_NOT_FOUND_HEADERS, linkNotFoundHtml } from './link-not-found-page';
import { countScan } from './record-scan';
import { decideRedirect, decideRedirectNow, type RedirectDecision } from './redirect-decision';

// /r, /r/ and /r/{id}, with or without a query string.
const SHORT_LINK = /^\/r(?:\/([^/?#]*))?\/?(?:\?.*)?$/;

/**
 * The short link answered straight on Node's request, before Next.js routes it: the same
 * decision as app/r/[id]/route.ts without the framework's per-request work, so a scan costs
 * about what a bare node:http redirect does (bench/redirect). Returns false for any other path.
 */
export function serveShortLink(request: IncomingMessage, response: ServerResponse): boolean {
  const match = SHORT_LINK.exec(request.url ?? '');
  if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const rawId = match[1] ? decodeId(match[1]) : undefined;
  const shortLinkRequest = { method: request.method, userAgent: request.headers['user-agent'] ?? null };
  // A cached link is answered at once; only a lookup makes the request wait.
  const now = decideRedirectNow(rawId, shortLinkRequest);
  if (now) answer(now, request, response);
  else
    decideRedirect(rawId, shortLinkRequest).then(
      (decision) => answer(decision, request, response),
      (error) => {
        logError('short link', error);
        if (!response.headersSent) response.writeHead(500).end();
      },
    );
  return true;
}

// A malformed %-escape is just an id that does not exist.
function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function answer(decision: RedirectDecision, request: IncomingMessage, response: ServerResponse): void {
  if (decision.kind === 'not-found') {
    response
      .writeHead(404, LINK_NOT_FOUND_HEADERS)
      .end(request.method === 'HEAD' ? undefined : linkNotFoundHtml(decision.message));
    return;
  }
  response
    .writeHead(302, { ...SHORT_LINK_SECURITY_HEADERS, Location: decision.location, 'Cache-Control': 'no-store' })
    .end();
  if (decision.scan) countScan(decision.scan);
}

export const SHORT_LINK_HANDLER = Symbol.for('inkpost.short-link-handler');

/** Offers the fast path to scripts/server.mjs, which runs in this process but outside the bundle. */
export function installShortLinkHandler(): void {
  (globalThis as { [SHORT_LINK_HANDLER]?: typeof serveShortLink })[SHORT_LINK_HANDLER] = serveShortLink;
}
