import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { isAdminEmail } from './admin-email';
import { getAuth } from './index';
import { PATH_HEADER } from './path-header';
import type { AuthUser } from './port';

export type CurrentUser = AuthUser & { isAdmin: boolean };

/** One session read per request, however many components ask. */
export const getSessionState = cache(() => getAuth().getSession());

export async function getCurrentUser(): Promise<CurrentUser | null> {
  const state = await getSessionState();
  if (state.status !== 'signed_in') return null;
  return { ...state.user, isAdmin: isAdminEmail(state.user.email) };
}

/** The real access check for every page, action and route: signed out → /login?next=… */
export async function requireUser(): Promise<CurrentUser> {
  const state = await getSessionState();
  if (state.status === 'signed_in') {
    return { ...state.user, isAdmin: isAdminEmail(state.user.email) };
  }
  const params = new URLSearchParams();
  const path = (await headers()).get(PATH_HEADER);
  if (path) params.set('next', path);
  if (state.status === 'expired') params.set('expired', '1');
  const query = params.toString();
  redirect(query ? `/login?${query}` : '/login');
}

/** Admin pages and actions: everyone else is sent to /. */
export async function requireAdmin(): Promise<CurrentUser> {
  const user = await requireUser();
  if (!user.isAdmin) redirect('/');
  return user;
}
