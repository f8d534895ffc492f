import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { MAIL_CLAIM_MS } from './mail-retry';

export type ClaimedMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** This attempt's number, from 1. */
  attempt: number;
};

/**
 * Takes the most overdue mail no other worker holds (FOR UPDATE SKIP LOCKED) and leases it: its
 * attempt is counted and it is not due again until the lease ends. The send then runs outside any
 * transaction, and a process that stops between the claim and the send only delays the mail: the
 * row is still pending and comes due again when the lease ends.
 */
export async function claimDueMail(now: Date): Promise<ClaimedMail | null> {
  return getDb().transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.next_attempt_at, now)))
      .orderBy(asc(mailQueue.next_attempt_at), asc(mailQueue.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, next_attempt_at: new Date(now.getTime() + MAIL_CLAIM_MS) })
      .where(eq(mailQueue.id, due.id))
      .returning({
        id: mailQueue.id,
        to: mailQueue.to_address,
        subject: mailQueue.subject,
        text: mailQueue.text_body,
        attempt: mailQueue.attempts,
      });
    return { ...claimed, text: claimed.text ?? '' };
  });
}
