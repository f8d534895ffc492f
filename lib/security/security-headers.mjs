// Headers a payments app must send (OWASP Secure Headers). Plain JavaScript with no imports
// (types in security-headers.d.mts): next.config.mjs (static headers on every path) and proxy.ts
// (the per-request page policy) share it, and a JavaScript config spares Next.js from loading
// its compiler at every start only to read the config (23 MB of memory, decision 052).

/** On every response: no framing, no MIME sniffing, no full URLs leaked to other sites. */
export function staticSecurityHeaders(appUrl) {
  const headers = [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nothing here uses the camera, microphone, location, payment handlers or USB.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
  // Only over https: HSTS on an http origin is ignored at best and locks out localhost at worst.
  if (appUrl?.startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/**
 * The short link's answers (302 and Link Not Found), which scripts/server.mjs sends before
 * Next.js, so next.config.mjs's headers never reach them: the same static headers, as one object.
 */
export const SHORT_LINK_SECURITY_HEADERS = Object.fromEntries(
  staticSecurityHeaders(process.env.APP_URL).map(({ key, value }) => [key, value]),
);

/** The Link Not Found page: self-contained HTML with one inline <style>, nothing else to load or run. */
export const LINK_NOT_FOUND_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** API routes and webhooks answer JSON, TwiML or files: nothing in them may run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of a page: scripts only with this response's nonce (Next.js puts it on its own
 * scripts and 'strict-dynamic' lets those load the chunks they need), no inline script, no
 * plugins, no framing, forms and connections to this origin only. Images may also come from
 * Supabase storage when the app stores them there. Styles allow inline attributes (React's
 * style props); dev mode needs eval for React's debugging.
 */
export function pageContentSecurityPolicy(nonce, options = {}) {
  const storage = options.supabaseUrl ? ` ${new URL(options.supabaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${storage}`,
    "font-src 'self'",
    `connect-src 'self'${storage}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
