import { logError } from '@/lib/errors';
import { isBot } from './is-bot';
import { LINK_NOT_FOUND } from './link-not-found-page';
import { isTrackingId } from './new-tracking-id';
import type { Scan } from './record-scan';
import { peekTrackingUrl, resolveTrackingUrl, type RedirectTarget } from './resolve-tracking-url';

export type RedirectDecision =
  | { kind: 'redirect'; location: string; /** null: not counted (HEAD, bots) */ scan: Scan | null }
  | { kind: 'not-found'; message: string };

type ShortLinkRequest = { method: string; userAgent: string | null };

const notFound = (message: string): RedirectDecision => ({ kind: 'not-found', message });

/** The id of a short link, or the answer when there is none to look up. */
function parseId(rawId: string | undefined): string | RedirectDecision {
  if (!rawId) return notFound(LINK_NOT_FOUND.noId);
  // Some QR readers upper-case what they read; ids are lower case.
  const id = rawId.toLowerCase();
  return isTrackingId(id) ? id : notFound(LINK_NOT_FOUND.invalid);
}

function decide(id: string, link: RedirectTarget | null, request: ShortLinkRequest): RedirectDecision {
  if (!link) return notFound(LINK_NOT_FOUND.invalid);
  // HEAD requests come from link checkers, not people: answered the same, never counted.
  const counted = request.method === 'GET' && !isBot(request.userAgent);
  return {
    kind: 'redirect',
    location: link.targetUrl,
    scan: counted ? { trackingUrlId: id, userId: link.userId } : null,
  };
}

/** The answer when it needs no lookup (a cached link, a malformed id); undefined otherwise. */
export function decideRedirectNow(rawId: string | undefined, request: ShortLinkRequest): RedirectDecision | undefined {
  const id = parseId(rawId);
  if (typeof id !== 'string') return id;
  const cached = peekTrackingUrl(id);
  return cached === undefined ? undefined : decide(id, cached, request);
}

/**
 * What a short link request gets: a 302 to the stored target and the scan to count after the
 * answer, or the 'Link Not Found' page (also when the lookup fails). Shared by the route
 * handler and the server's fast path.
 */
export async function decideRedirect(rawId: string | undefined, request: ShortLinkRequest): Promise<RedirectDecision> {
  const id = parseId(rawId);
  if (typeof id !== 'string') return id;
  let link: RedirectTarget | null = null;
  try {
    link = await resolveTrackingUrl(id);
  } catch (error) {
    logError('tracking link lookup', error);
  }
  return decide(id, link, request);
}
