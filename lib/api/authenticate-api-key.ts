import 'server-only';
import { eq } from 'drizzle-orm';
import { hashApiKey } from '@/lib/accounts/api-key';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { ApiError } from './errors';
import { API_MESSAGES } from './messages';

export const API_KEY_HEADER = 'x-api-key';

/** Keys are pk_ plus hex; anything else cannot be one and costs no lookup. */
const KEY_SHAPE = /^pk_[0-9a-f]{16,128}$/;

/**
 * The user whose current key is in the x-api-key header. Only the key's sha256 is stored, and a
 * regenerated key replaces it, so a revoked key finds no profile: missing, malformed, wrong and
 * revoked keys all get the same 401. Runs on the owner connection: who the caller is is not
 * known until the key is found.
 */
export async function authenticateApiKey(request: Request): Promise<{ userId: string }> {
  const key = request.headers.get(API_KEY_HEADER)?.trim() ?? '';
  if (!KEY_SHAPE.test(key)) throw new ApiError(401, 'unauthorized', API_MESSAGES.keyNotFound);
  const [profile] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.api_key, hashApiKey(key)));
  if (!profile) throw new ApiError(401, 'unauthorized', API_MESSAGES.keyNotFound);
  return { userId: profile.id };
}
