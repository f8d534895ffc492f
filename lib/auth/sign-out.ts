import { logError } from '@/lib/errors';
import { getAuth } from './index';
import type { SignOutScope } from './port';

/** Signs out; 'global' (the default) ends every session of the user, 'others' keeps this one. */
export async function signOut(scope: SignOutScope = 'global'): Promise<void> {
  try {
    await getAuth().signOut(scope);
  } catch (error) {
    // Like the original client: a session the server no longer knows is already signed out.
    logError('sign out', error);
  }
}
