import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authSessions, authUsers, passwordResetTokens } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { RESET_MAIL_SUBJECT, RESET_MESSAGES } from './messages';
import { hashPassword } from './password';
import type { RevokeOnReset } from './port';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** The database keeps only this: whoever reads it cannot use a link that is still open. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The mail with the link; the same text is built whether or not the account exists. */
function resetMail(token: string): { subject: string; text: string } {
  const link = new URL('/reset-password', env().APP_URL);
  link.searchParams.set('token', token);
  return {
    subject: RESET_MAIL_SUBJECT,
    text: [
      'Someone (we hope you) asked to reset the password of your Inkpost account.',
      '',
      `Set a new password here: ${link.toString()}`,
      '',
      'The link works once, for one hour; using it voids any other reset link you were sent.',
      RESET_MESSAGES.closesEveryDoor,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * A new link for the account with this email, and its mail queued (the worker sends it: decision
 * 041). Links mailed earlier keep working for their hour: asking for another must not void the
 * one in the owner's mailbox. How many are open at once is bounded by the request limit
 * (ATTEMPT_LIMITS.password_reset: 3 per email per 15 minutes, so at most 12 in a link's hour), and
 * the account's expired links go as a new one comes, so the table holds no more than that.
 *
 * One statement does the same work for a known and an unknown email (the token and the mail are
 * made either way; the lookup finds the account or nothing, and the inserts take its row or
 * none), so the answer's time does not tell whether the account exists; the link and its mail
 * are inserted together or not at all.
 */
export async function sendLocalPasswordReset(email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const mail = resetMail(token);
  await getDb().transaction(async (tx) => {
    // A commit that wrote waits for the WAL to reach the disk (0.3–14 ms on the dev machine's
    // PostgreSQL), one that found no account does not: that wait alone told known emails from
    // unknown ones. Not waiting makes both commits alike; what it risks is this link and mail
    // if the database server itself crashes within the next second (the app stopping loses
    // nothing), and the visitor then asks again.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`
      with account as (
        select id, email from auth_users where lower(email) = ${email.trim().toLowerCase()}
      ), expired as (
        delete from password_reset_tokens
        where user_id = (select id from account) and expires_at <= now()
      ), link as (
        insert into password_reset_tokens (token_hash, user_id, expires_at)
        select ${resetTokenHash(token)}, id, now() + make_interval(secs => ${RESET_LINK_TTL_MS / 1000}) from account
      )
      insert into mail_queue (to_address, subject, text_body)
      select email, ${mail.subject}, ${mail.text} from account`);
  });
}

const usable = (hash: string) =>
  and(
    eq(passwordResetTokens.token_hash, hash),
    isNull(passwordResetTokens.used_at),
    gt(passwordResetTokens.expires_at, sql`now()`),
  );

export async function localResetLinkLooksUsable(token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await getDb()
    .select({ userId: passwordResetTokens.user_id })
    .from(passwordResetTokens)
    .where(usable(resetTokenHash(token)));
  return !!row;
}

/**
 * Spends the link (once: the update only matches an unused, unexpired one) and, in the same
 * transaction, voids the user's other open links, ends every session and runs `revoke` (the API
 * key): a reset either closes every door or changes nothing.
 */
export async function resetLocalPassword(
  token: string,
  newPassword: string,
  revoke: RevokeOnReset,
): Promise<'reset' | 'invalid'> {
  if (!token) return 'invalid';
  const passwordHash = await hashPassword(newPassword);
  return getDb().transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(usable(resetTokenHash(token)))
      .returning({ userId: passwordResetTokens.user_id });
    if (!spent) return 'invalid' as const;
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.user_id, spent.userId), isNull(passwordResetTokens.used_at)));
    await tx
      .update(authUsers)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(authUsers.id, spent.userId));
    await tx.delete(authSessions).where(eq(authSessions.user_id, spent.userId));
    await revoke(tx, spent.userId);
    return 'reset' as const;
  });
}
