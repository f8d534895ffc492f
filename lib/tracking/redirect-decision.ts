import { logError } from '@/lib/errors';
import { resolveTrackingUrl } from './resolve-tracking-url';
import {
  decideForLink,
  parseShortLinkId,
  type RedirectDecision,
  type RedirectTarget,
  type ShortLinkRequest,
} from './short-link-answer.mjs';

export type { RedirectDecision } from './short-link-answer.mjs';

/**
 * What a short link request gets from the route handler app/r/[id]: a 302 to the stored target
 * and the scan to count after the answer, or the 'Link Not Found' page (also when the lookup
 * fails). `npm start` answers short links in its front process (scripts/front/short-links.mjs)
 * with the same decision (short-link-answer.mjs).
 */
export async function decideRedirect(rawId: string | undefined, request: ShortLinkRequest): Promise<RedirectDecision> {
  const id = parseShortLinkId(rawId);
  if (typeof id !== 'string') return id;
  let link: RedirectTarget | null = null;
  try {
    link = await resolveTrackingUrl(id);
  } catch (error) {
    logError('tracking link lookup', error);
  }
  return decideForLink(id, link, request);
}
