import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isProUser } from '@/lib/plans/is-pro';
import { API_KEY_MESSAGES as M } from './api-key-messages';
import { generateApiKey } from './api-key';

/** The new key in full (shown once, never stored) and the masks of the new and the revoked key. */
export type RegeneratedApiKey = { key: string; hint: string; previousHint: string | null };

/**
 * revoke_and_regenerate_api_key (spec section 7): replaces the stored hash of the user's key in
 * one transaction on their own profile row, so the old key stops working the moment this
 * commits. Pro only, checked here and not just in the page, as the API itself is Pro only.
 */
export async function regenerateApiKey(userId: string): Promise<RegeneratedApiKey> {
  return getDb().transaction(async (tx) => {
    if (!(await isProUser(tx, userId))) throw new UserFacingError(M.proRequired);
    // FOR UPDATE: two regenerations at once run one after the other, and each reports the key
    // it really revoked.
    const [current] = await tx
      .select({ hash: profiles.api_key, hint: profiles.api_key_hint })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!current?.hash) throw new UserFacingError(M.noKey);

    const next = generateApiKey();
    const updated = await tx
      .update(profiles)
      .set({ api_key: next.hash, api_key_hint: next.hint, updated_at: new Date() })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw new Error(`No profile row updated for user ${userId}`);
    return { key: next.key, hint: next.hint, previousHint: current.hint };
  });
}
