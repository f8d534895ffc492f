import type { Tx } from '@/lib/db/client';
import { pgErrorCode } from '@/lib/db/errors';
import { withUserScope } from '@/lib/db/scoped';

/** SQLSTATE of a statement the role has no privilege for. */
export const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Runs `work` as `userId` through the user role, as Supabase's Data API would run a request
 * carrying that user's JWT. Returns the SQLSTATE it failed with, or undefined if it ran.
 */
export async function sqlStateAsUser(userId: string, work: (tx: Tx) => Promise<unknown>): Promise<string | undefined> {
  try {
    await withUserScope(userId, work);
    return undefined;
  } catch (error) {
    return pgErrorCode(error);
  }
}
