import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The auth actions that are limited, each per account (an email, or a user id for the password
 * check of a signed-in user) and per client address, within ATTEMPT_WINDOW_MS.
 */
export const ATTEMPT_LIMITS = {
  /** Failed sign-ins (spec: five wrong passwords lock the email for 15 minutes). */
  sign_in: { perAccount: 5, perClient: 20 },
  /** Failed current-password checks of Profile → Security. */
  change_password: { perAccount: 5, perClient: 20 },
  /** Sign-ups that did not create an account (an email taken, a failure half-way). */
  sign_up: { perAccount: 5, perClient: 20 },
  /** Every password-reset request, sent or not: each may send a mail. */
  password_reset: { perAccount: 3, perClient: 10 },
} as const;

export type LimitedAction = keyof typeof ATTEMPT_LIMITS;

/**
 * Reserves one attempt of `action`, or answers null when the account or the client already used
 * up the window. Checking and counting happen in one transaction holding an advisory lock per
 * account and per client, so parallel requests queue: twenty guesses sent at once get five
 * password checks, not twenty. The reservation counts as a failure until released.
 */
export async function reserveAttempt(action: LimitedAction, account: string, client: string): Promise<number | null> {
  const { perAccount, perClient } = ATTEMPT_LIMITS[action];
  const windowStart = sql`now() - make_interval(secs => ${ATTEMPT_WINDOW_MS / 1000})`;
  return getDb().transaction(async (tx) => {
    // Always the account's lock first, then the client's: no two transactions wait on each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`auth_attempts:${action}:account:${account}`}, 0))`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`auth_attempts:${action}:client:${client}`}, 0))`,
    );
    const result = await tx.execute(sql`
      insert into auth_attempts (action, account, client)
      select ${action}, ${account}, ${client}
      where (select count(*) from auth_attempts
              where action = ${action} and account = ${account} and created_at > ${windowStart}) < ${perAccount}
        and (select count(*) from auth_attempts
              where action = ${action} and client = ${client} and created_at > ${windowStart}) < ${perClient}
      returning id`);
    const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
    // Attempts older than the window count for nothing: this account's and client's go.
    await tx.execute(sql`
      delete from auth_attempts
      where action = ${action} and (account = ${account} or client = ${client}) and created_at <= ${windowStart}`);
    return row ? Number(row.id) : null;
  });
}

/** The attempt did not fail (or failed for a reason that is not a guess): it counts for nothing. */
export async function releaseAttempt(id: number): Promise<void> {
  await getDb().delete(authAttempts).where(eq(authAttempts.id, id));
}

/**
 * A success: releases the attempt and forgives the account's earlier failures. Those rows stay
 * for their clients, so a client that guessed keeps its count.
 */
export async function forgiveAccount(action: LimitedAction, account: string, attemptId: number): Promise<void> {
  await releaseAttempt(attemptId);
  await getDb()
    .update(authAttempts)
    .set({ account: null })
    .where(and(eq(authAttempts.action, action), eq(authAttempts.account, account), ne(authAttempts.id, attemptId)));
}
