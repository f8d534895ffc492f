import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { templates } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getStorage } from '@/lib/providers/storage';
import { getReturnAddress } from '@/lib/accounts/get-return-address';
import { returnAddressLines } from './address-lines';
import { renderProof } from './render-proof';
import { removeStored } from './save-template';

/** A claim older than this belongs to a job that died; another job takes the template over. */
export const PROOF_LEASE_MS = 2 * 60 * 1000;

/**
 * Claims one template whose proof is wanted (FOR UPDATE SKIP LOCKED: any number of workers),
 * renders and stores the proof, and records it — unless the template was saved again meanwhile
 * (proof_version moved on), in which case the newer request wins. Returns false when idle.
 */
export async function runNextProofJob(): Promise<boolean> {
  const db = getDb();
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(templates)
      .where(
        and(
          eq(templates.proof_status, 'generating'),
          or(isNull(templates.proof_claimed_at), lt(templates.proof_claimed_at, new Date(Date.now() - PROOF_LEASE_MS))),
        ),
      )
      .orderBy(asc(templates.updated_at))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx.update(templates).set({ proof_claimed_at: new Date() }).where(eq(templates.id, row.id));
    return row;
  });
  if (!claimed) return false;

  const sameVersion = and(eq(templates.id, claimed.id), eq(templates.proof_version, claimed.proof_version));
  try {
    const proof = await renderProof(claimed, returnAddressLines(await getReturnAddress(claimed.user_id)));
    // The key is stored, not the URL: pages and the API build the URL from it (template-files.ts).
    const key = `proofs/${claimed.user_id}/${randomUUID()}.jpg`;
    await getStorage().put(key, proof, 'image/jpeg');
    const done = await db
      .update(templates)
      .set({ proof_status: 'completed', proof_url: key, proof_claimed_at: null })
      .where(sameVersion)
      .returning({ id: templates.id });
    // Saved again while rendering: this proof is already stale.
    if (!done.length) await removeStored([key]);
  } catch (error) {
    logError(`Failed to generate proof (template ${claimed.id})`, error);
    await db.update(templates).set({ proof_status: 'failed', proof_claimed_at: null }).where(sameVersion);
  }
  return true;
}
