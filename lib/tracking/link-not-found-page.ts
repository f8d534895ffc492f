import { LINK_NOT_FOUND_HEADERS, linkNotFoundHtml } from './short-link-answer.mjs';

export { LINK_NOT_FOUND } from './short-link-answer.mjs';

/** The Link Not Found page (lib/tracking/short-link-answer.mjs) as a route handler's answer. */
export function linkNotFoundResponse(message: string): Response {
  return new Response(linkNotFoundHtml(message), { status: 404, headers: LINK_NOT_FOUND_HEADERS });
}
