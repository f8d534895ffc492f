export const DEFAULT_AFTER_LOGIN = '/templates';

/**
 * The page to return to after login. Only same-site relative paths are followed, so a crafted
 * ?next= can never send the user to another site (no open redirect).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  try {
    const url = new URL(next, 'http://inkpost.invalid');
    if (url.origin !== 'http://inkpost.invalid') return DEFAULT_AFTER_LOGIN;
    if (url.pathname === '/login' || url.pathname === '/signup') return DEFAULT_AFTER_LOGIN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
