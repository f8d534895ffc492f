import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authSessions, authUsers, passwordResetTokens } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { getMail } from '@/lib/providers/mail';
import { hashPassword } from './password';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** The database keeps only this: whoever reads it cannot use a link that is still open. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link replaces the user's earlier ones; nothing happens for an unknown email. */
export async function sendLocalPasswordReset(email: string): Promise<void> {
  const [user] = await getDb()
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.trim().toLowerCase()}`);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await getDb().transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    await tx.insert(passwordResetTokens).values({
      token_hash: resetTokenHash(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
  });
  const link = new URL('/reset-password', env().APP_URL);
  link.searchParams.set('token', token);
  await getMail().send({
    to: user.email,
    subject: 'Reset your Inkpost password',
    text: [
      'Someone (we hope you) asked to reset the password of your Inkpost account.',
      '',
      `Set a new password here: ${link.toString()}`,
      '',
      'The link works once, for one hour. Setting a new password signs out every other session.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
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

/** Spends the link (once: the update only matches an unused, unexpired one) and ends every session. */
export async function resetLocalPassword(token: string, newPassword: string): Promise<'reset' | 'invalid'> {
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
      .update(authUsers)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(authUsers.id, spent.userId));
    await tx.delete(authSessions).where(eq(authSessions.user_id, spent.userId));
    return 'reset' as const;
  });
}
