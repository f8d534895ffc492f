import 'server-only';
import { eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';

/**
 * What the API Access card may show of the user's key: whether there is one, and its mask.
 * The key itself is never stored (only its hash), so it cannot be shown again.
 */
export type ApiKeyStatus = { hasKey: boolean; hint: string | null };

export async function getApiKeyStatus(userId: string): Promise<ApiKeyStatus> {
  const [row] = await withUserScope(userId, (tx) =>
    tx.select({ hash: profiles.api_key, hint: profiles.api_key_hint }).from(profiles).where(eq(profiles.id, userId)),
  );
  return { hasKey: !!row?.hash, hint: row?.hash ? row.hint : null };
}
