import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isProUser } from '@/lib/plans/is-pro';
import { API_KEY_MESSAGES as M } from './api-key-messages';
import { generateApiKey } from './api-key';
import type { RegeneratedApiKey } from './regenerate-api-key';

/**
 * The first API key, made when the user asks for it (issue 25 point 7: neither signing up nor
 * becoming Pro makes a key nobody was shown). Returned in full this once; only its hash is kept.
 * Pro only. An account that already has a key regenerates it instead (which revokes the old one).
 */
export async function createApiKey(userId: string): Promise<RegeneratedApiKey> {
  return getDb().transaction(async (tx) => {
    if (!(await isProUser(tx, userId))) throw new UserFacingError(M.proRequired);
    const next = generateApiKey();
    const created = await tx
      .update(profiles)
      .set({ api_key: next.hash, api_key_hint: next.hint, updated_at: new Date() })
      .where(and(eq(profiles.id, userId), isNull(profiles.api_key)))
      .returning({ id: profiles.id });
    if (!created.length) throw new UserFacingError(M.alreadyHasKey);
    return { key: next.key, hint: next.hint, previousHint: null };
  });
}
