import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestPasswordResetAction, resetPasswordAction, signInAction } from '@/actions/auth';
import { getAuth } from '@/lib/auth';
import { resetTokenHash } from '@/lib/auth/local-password-reset';
import { getDb } from '@/lib/db/client';
import { authSessions, passwordResetTokens, sandboxMailMessages } from '@/lib/db/schema';
import { redirectTarget } from '../support/redirect';
import { fromClient } from '../support/request-context';
import { signUpUser, type TestUser } from '../support/users';

const SENT = '/forgot-password?sent=1';

let ada: TestUser;
beforeEach(async () => {
  ada = await signUpUser('ada@example.com', 'engines1843');
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

async function requestReset(email: string, client = '198.51.100.1') {
  fromClient(client);
  return redirectTarget(() => requestPasswordResetAction(form({ email })));
}

async function reset(token: string, newPassword: string, confirmPassword = newPassword) {
  fromClient('198.51.100.1');
  return redirectTarget(() => resetPasswordAction(form({ token, newPassword, confirmPassword })));
}

async function outbox() {
  return getDb().select().from(sandboxMailMessages).orderBy(sandboxMailMessages.created_at);
}

/** The token of the newest link in the sandbox outbox. */
async function tokenFromMail(): Promise<string> {
  const messages = await outbox();
  const link = /(http:\/\/localhost:3000\/reset-password\?token=[^\s]+)/.exec(messages.at(-1)!.text_body)![1];
  return new URL(link).searchParams.get('token')!;
}

describe('forgot password', () => {
  it('mails a link to the account, storing only the SHA-256 of its token', async () => {
    expect(await requestReset('ADA@example.com')).toBe(SENT);
    const [message] = await outbox();
    expect(message).toMatchObject({ to_address: 'ada@example.com', subject: 'Reset your Inkpost password' });
    const token = await tokenFromMail();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await getDb().select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(resetTokenHash(token));
    expect(rows[0].token_hash).not.toContain(token);
    const ttl = rows[0].expires_at.getTime() - rows[0].created_at.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('gives an unknown email the same answer, and sends nothing', async () => {
    expect(await requestReset('nobody@example.com')).toBe(SENT);
    expect(await outbox()).toHaveLength(0);
    expect(await getDb().select().from(passwordResetTokens)).toHaveLength(0);
  });

  it('refuses a malformed email', async () => {
    expect(await requestReset('not-an-email')).toBe('/forgot-password?error=email');
  });

  it('is limited: 3 requests per email, 10 per client, in 15 minutes', async () => {
    for (let i = 0; i < 3; i++) expect(await requestReset('ada@example.com', `198.51.100.${i + 1}`)).toBe(SENT);
    expect(await requestReset('ada@example.com', '198.51.100.9')).toBe('/forgot-password?error=limited');
    expect(await outbox()).toHaveLength(3);
    for (let i = 0; i < 10; i++) expect(await requestReset(`someone${i}@example.com`, '198.51.100.20')).toBe(SENT);
    expect(await requestReset('grace@example.com', '198.51.100.20')).toBe('/forgot-password?error=limited');
    expect(await requestReset('grace@example.com', '198.51.100.21')).toBe(SENT);
  });

  it('sets the new password once, ends every session, and sends to /login', async () => {
    await requestReset('ada@example.com');
    const token = await tokenFromMail();
    expect(await reset(token, 'new-password-1', 'other-password')).toBe(
      `/reset-password?token=${encodeURIComponent(token)}&error=mismatch`,
    );
    expect(await reset(token, 'short', 'short')).toBe(`/reset-password?token=${encodeURIComponent(token)}&error=short`);
    expect(await getAuth().verifyPassword('ada@example.com', 'engines1843')).toBe(true);

    expect(await reset(token, 'new-password-1')).toBe('/login?reset=1');
    expect(await getAuth().verifyPassword('ada@example.com', 'new-password-1')).toBe(true);
    expect(await getAuth().verifyPassword('ada@example.com', 'engines1843')).toBe(false);
    const [{ n }] = await getDb().select({ n: count() }).from(authSessions).where(eq(authSessions.user_id, ada.id));
    expect(n).toBe(0);

    // Single use: the same link again changes nothing.
    expect(await reset(token, 'third-password-1')).toBe(
      `/reset-password?token=${encodeURIComponent(token)}&error=invalid`,
    );
    expect(await getAuth().verifyPassword('ada@example.com', 'new-password-1')).toBe(true);

    fromClient('198.51.100.1');
    expect(await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'new-password-1' }))).toBe(
      '/templates',
    );
  });

  it('refuses a link after an hour, and an unknown token', async () => {
    await requestReset('ada@example.com');
    const token = await tokenFromMail();
    await getDb()
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) });
    expect(await reset(token, 'new-password-1')).toBe(
      `/reset-password?token=${encodeURIComponent(token)}&error=invalid`,
    );
    expect(await reset('made-up-token', 'new-password-1')).toBe('/reset-password?token=made-up-token&error=invalid');
    expect(await getAuth().verifyPassword('ada@example.com', 'engines1843')).toBe(true);
  });

  it('a new link replaces the earlier one', async () => {
    await requestReset('ada@example.com');
    const first = await tokenFromMail();
    await requestReset('ada@example.com');
    const second = await tokenFromMail();
    expect(await reset(first, 'new-password-1')).toContain('error=invalid');
    expect(await reset(second, 'new-password-1')).toBe('/login?reset=1');
  });

  it('the reset page offers its form only while the link is usable', async () => {
    await requestReset('ada@example.com');
    const token = await tokenFromMail();
    expect(await getAuth().resetLinkLooksUsable(token)).toBe(true);
    await reset(token, 'new-password-1');
    expect(await getAuth().resetLinkLooksUsable(token)).toBe(false);
    expect(await getAuth().resetLinkLooksUsable('made-up-token')).toBe(false);
  });
});
