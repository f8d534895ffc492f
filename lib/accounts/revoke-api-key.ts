import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { apiHooks, profiles } from '@/lib/db/schema';

/**
 * Revokes the user's API key without making a new one: its hash leaves the profile, so the key
 * gets 401 from the next request on (lib/api/authenticate-api-key.ts), and the Integrations tab
 * offers a new key on request (createApiKey). The REST hooks subscribed with a key go too (their
 * pending deliveries with them): whoever held the key could have pointed them anywhere, and they
 * would go on receiving scans with recipients' names. Zapier subscribes again when the user
 * reconnects with a new key. Used when a reset link sets a new password: whoever held the old
 * password may hold the key too. Takes the caller's transaction, so the key goes in the same
 * commit as the sessions.
 */
export async function revokeApiKey(db: Queryable, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ api_key: null, api_key_hint: null, updated_at: new Date() })
    .where(and(eq(profiles.id, userId), isNotNull(profiles.api_key)));
  await db.delete(apiHooks).where(eq(apiHooks.user_id, userId));
}
