import { NextResponse, type NextRequest } from 'next/server';
import { refreshSupabaseSession } from '@/lib/auth/supabase-proxy';
import { PATH_HEADER } from '@/lib/auth/path-header';
import { SESSION_COOKIE, sessionCookieAttributes } from '@/lib/auth/session-cookie-name';
import { pageContentSecurityPolicy } from '@/lib/security/security-headers.mjs';

// Pages a signed-out visitor may open. Everything else needs a session. (/r/{id} never comes
// here; /r without an id shows the 'Link Not Found' page to anyone.) Someone who forgot their
// password is signed out: the reset pages are open. The sandbox outbox is not: it is the admin's.
const PUBLIC_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password', '/r'];
const isPublicPage = (pathname: string) => PUBLIC_PAGES.includes(pathname);

/**
 * Optimistic redirects only: a visitor without a session cookie is sent to /login with the page
 * they asked for remembered. The real checks (requireUser / requireAdmin) run in lib/ on every
 * page, action and route. /r/, /api/ and static files never come here (see matcher).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  request.headers.set(PATH_HEADER, pathname + search);
  // A fresh nonce per page view: Next.js reads the policy from the request and puts the nonce on
  // the scripts it renders; the browser gets the same policy on the response.
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const contentSecurityPolicy = pageContentSecurityPolicy(nonce, {
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === 'development',
  });
  request.headers.set('Content-Security-Policy', contentSecurityPolicy);

  let response: NextResponse;
  let signedIn: boolean;
  if (process.env.NEXT_PUBLIC_SUPABASE_URL) {
    ({ response, signedIn } = await refreshSupabaseSession(request));
  } else {
    response = NextResponse.next({ request });
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    signedIn = !!token;
    if (token) {
      // Rolling session: each visit renews the cookie; the server extends the session row.
      response.cookies.set(SESSION_COOKIE, token, sessionCookieAttributes(request.nextUrl.protocol === 'https:'));
    }
  }

  if (!signedIn && !isPublicPage(pathname)) {
    const login = new URL('/login', request.url);
    if (pathname !== '/') login.searchParams.set('next', pathname + search);
    return NextResponse.redirect(login);
  }
  response.headers.set('Content-Security-Policy', contentSecurityPolicy);
  return response;
}

export const config = {
  matcher: ['/((?!api/|r/|_next/static|_next/image|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
