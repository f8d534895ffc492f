// The types of security-headers.mjs (plain JavaScript so that next.config.mjs can import it).

/** On every response: no framing, no MIME sniffing, no full URLs leaked to other sites. */
export function staticSecurityHeaders(appUrl: string | undefined): { key: string; value: string }[];

/** The short link's answers (302 and Link Not Found): the same static headers, as one object. */
export const SHORT_LINK_SECURITY_HEADERS: Record<string, string>;

/** The Link Not Found page: self-contained HTML with one inline <style>, nothing else to load or run. */
export const LINK_NOT_FOUND_CONTENT_SECURITY_POLICY: string;

/** API routes and webhooks answer JSON, TwiML or files: nothing in them may run or be framed. */
export const API_CONTENT_SECURITY_POLICY: string;

/** The policy of a page: scripts only with this response's nonce (see security-headers.mjs). */
export function pageContentSecurityPolicy(nonce: string, options?: { supabaseUrl?: string; dev?: boolean }): string;
