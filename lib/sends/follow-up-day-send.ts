import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { sends } from '@/lib/db/schema';

/**
 * The send of a follow-up step's run on one UTC day (decision 043): the first worker turn of the
 * day that places a card for the step makes it, later turns of that day add their cards to it, so
 * "Follow-up · step 2" is one row a day however many turns its due cards took. The caller holds
 * the step (FOR UPDATE SKIP LOCKED), and the unique (step, day) index settles any other race.
 */
export async function followUpDaySend(
  tx: Tx,
  step: { id: string; userId: string; campaignId: string; number: number },
  day: string,
): Promise<string> {
  const [made] = await tx
    .insert(sends)
    .values({
      user_id: step.userId,
      campaign_id: step.campaignId,
      kind: 'follow_up',
      source: 'worker',
      follow_up_step_id: step.id,
      follow_up_step_number: step.number,
      follow_up_day: day,
    })
    .onConflictDoNothing()
    .returning({ id: sends.id });
  if (made) return made.id;
  const [existing] = await tx
    .select({ id: sends.id })
    .from(sends)
    .where(and(eq(sends.follow_up_step_id, step.id), eq(sends.follow_up_day, day)));
  return existing.id;
}
