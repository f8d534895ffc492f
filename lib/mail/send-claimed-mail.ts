import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { logError } from '@/lib/errors';
import { getMail, type MailPort } from '@/lib/providers/mail';
import type { ClaimedMail } from './claim-due-mail';
import { MAIL_RETRY, MAIL_SEND_TIMEOUT_MS, mailRetryDelayMs } from './mail-retry';

export type MailOutcome = 'sent' | 'retrying' | 'failed';

/** The transport's answer: null when the mail went, else why not. */
async function hand(mail: ClaimedMail, transport: MailPort): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer from the mail transport within ${MAIL_SEND_TIMEOUT_MS / 1000} s`)),
      MAIL_SEND_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([transport.send({ to: mail.to, subject: mail.subject, text: mail.text }), timeout]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One attempt of a claimed mail. Sent: marked sent. Refused, failed or no answer in time: due
 * again after the backoff, until the last attempt marks it failed and logs why. The body is
 * cleared once the mail is sent or given up, so no reset link outlives its mail in this table.
 * A send that went through just before the process stopped is sent again when the claim lapses:
 * a mail may arrive twice, it is never lost.
 */
export async function sendClaimedMail(
  mail: ClaimedMail,
  now: Date,
  transport: MailPort = getMail(),
): Promise<MailOutcome> {
  const error = await hand(mail, transport);
  const db = getDb();
  if (error === null) {
    await db
      .update(mailQueue)
      .set({ status: 'sent', sent_at: new Date(), text_body: null, last_error: null })
      .where(eq(mailQueue.id, mail.id));
    return 'sent';
  }
  const final = mail.attempt >= MAIL_RETRY.maxAttempts;
  await db
    .update(mailQueue)
    .set(
      final
        ? { status: 'failed', text_body: null, last_error: error }
        : { next_attempt_at: new Date(now.getTime() + mailRetryDelayMs(mail.attempt)), last_error: error },
    )
    .where(eq(mailQueue.id, mail.id));
  if (final) logError(`mail ${mail.id} ("${mail.subject}") failed after ${mail.attempt} attempts`, error);
  return final ? 'failed' : 'retrying';
}
