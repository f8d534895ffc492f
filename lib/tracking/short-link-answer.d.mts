// The types of short-link-answer.mjs (plain JavaScript so that the front process can run it).

export type RedirectTarget = { targetUrl: string; userId: string };
export type Scan = { trackingUrlId: string; userId: string };
export type RedirectDecision =
  | { kind: 'redirect'; location: string; /** null: not counted (HEAD, bots) */ scan: Scan | null }
  | { kind: 'not-found'; message: string };
export type ShortLinkRequest = { method: string; userAgent: string | null | undefined };

export const LINK_NOT_FOUND: { heading: 'Link Not Found'; invalid: string; noId: string };
export function isBot(userAgent: string | null | undefined): boolean;
export function isTrackingId(value: string): boolean;
export function shortLinkIdOf(target: string): string | null;
export function parseShortLinkId(rawId: string | undefined): string | RedirectDecision;
export function decideForLink(id: string, link: RedirectTarget | null, request: ShortLinkRequest): RedirectDecision;
export function linkNotFoundHtml(message: string): string;
export const LINK_NOT_FOUND_HEADERS: Record<string, string>;
export function redirectHeaders(location: string): string[];
