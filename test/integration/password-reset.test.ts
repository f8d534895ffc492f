import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestPasswordResetAction, resetPasswordAction, signInAction } from '@/actions/auth';
import { GET as getMe } from '@/app/api/v1/me/route';
import { createApiKey } from '@/lib/accounts/create-api-key';
import { getApiKeyStatus } from '@/lib/accounts/get-api-key-status';
import { getAuth } from '@/lib/auth';
import { resetTokenHash } from '@/lib/auth/local-password-reset';
import { RESET_MESSAGES } from '@/lib/auth/messages';
import { getDb } from '@/lib/db/client';
import { apiHooks, authSessions, mailQueue, passwordResetTokens, sandboxMailMessages } from '@/lib/db/schema';
import { sendNextMail } from '@/lib/mail/send-next-mail';
import { switchToPro } from '../support/plans';
import { redirectTarget } from '../support/redirect';
import { fromClient } from '../support/request-context';
import { actAs, signUpUser, type TestUser } from '../support/users';

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

async function queuedMail() {
  return getDb().select().from(mailQueue).orderBy(mailQueue.id);
}

/**
 * The worker's step, until nothing is due: the queued mail reaches the sandbox outbox. Its clock
 * one millisecond on: a JavaScript date has no microseconds, so a mail PostgreSQL queued within
 * the same millisecond (next_attempt_at = now(), to the microsecond) is not due yet at `new Date()`.
 */
async function deliverMail() {
  while (await sendNextMail(new Date(Date.now() + 1))) {
    // next one
  }
}

/** Outbox messages already read by tokenFromMail. */
const readMessages = new Set<string>();

/**
 * The token of the link in the one message the worker has just sent. Picked as the message not read
 * before, not as the newest: two inserts may carry the same created_at (PGlite's clock ticks in
 * milliseconds), and the uuid ids say nothing about their order.
 */
async function tokenFromMail(): Promise<string> {
  await deliverMail();
  const fresh = (await outbox()).filter((message) => !readMessages.has(message.id));
  expect(fresh).toHaveLength(1);
  readMessages.add(fresh[0].id);
  const link = /(http:\/\/localhost:3000\/reset-password\?token=[^\s]+)/.exec(fresh[0].text_body)![1];
  return new URL(link).searchParams.get('token')!;
}

/** GET /api/v1/me with this key, as a client of the API calls it. */
async function meWithKey(key: string) {
  return getMe(new Request('http://localhost:3000/api/v1/me', { headers: { 'x-api-key': key } }), {
    params: Promise.resolve({}),
  } as never);
}

describe('forgot password', () => {
  it('queues a mail with the link, storing only the SHA-256 of its token; the worker sends it', async () => {
    expect(await requestReset('ADA@example.com')).toBe(SENT);
    // The request only queued the mail: nothing reached the outbox yet.
    expect(await outbox()).toHaveLength(0);
    const [queued] = await queuedMail();
    expect(queued).toMatchObject({
      to_address: 'ada@example.com',
      subject: 'Reset your Inkpost password',
      status: 'pending',
      attempts: 0,
    });
    expect(queued.text_body).toContain(RESET_MESSAGES.closesEveryDoor);

    const token = await tokenFromMail();
    const [message] = await outbox();
    expect(message).toMatchObject({ to_address: 'ada@example.com', subject: 'Reset your Inkpost password' });
    expect(message.text_body).toContain(
      'Setting a new password signs you out everywhere and revokes your API key and its hooks (Zapier); create a new key in Profile → Integrations.',
    );
    // Sent: the queue keeps the record, not the link.
    const [sent] = await queuedMail();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, text_body: null, last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);

    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await getDb().select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(resetTokenHash(token));
    expect(rows[0].token_hash).not.toContain(token);
    const ttl = rows[0].expires_at.getTime() - rows[0].created_at.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('gives an unknown email the same answer, and queues and sends nothing', async () => {
    expect(await requestReset('nobody@example.com')).toBe(SENT);
    expect(await queuedMail()).toHaveLength(0);
    await deliverMail();
    expect(await outbox()).toHaveLength(0);
    expect(await getDb().select().from(passwordResetTokens)).toHaveLength(0);
  });

  it('refuses a malformed email', async () => {
    expect(await requestReset('not-an-email')).toBe('/forgot-password?error=email');
  });

  it('is limited: 3 requests per email, 10 per client, in 15 minutes', async () => {
    for (let i = 0; i < 3; i++) expect(await requestReset('ada@example.com', `198.51.100.${i + 1}`)).toBe(SENT);
    expect(await requestReset('ada@example.com', '198.51.100.9')).toBe('/forgot-password?error=limited');
    expect(await queuedMail()).toHaveLength(3);
    for (let i = 0; i < 10; i++) expect(await requestReset(`someone${i}@example.com`, '198.51.100.20')).toBe(SENT);
    expect(await requestReset('grace@example.com', '198.51.100.20')).toBe('/forgot-password?error=limited');
    expect(await requestReset('grace@example.com', '198.51.100.21')).toBe(SENT);
  });

  it('sets the new password once, ends every session, and sends to /login', async () => {
    // A second browser signed in as well: the reset ends both sessions.
    fromClient('198.51.100.1');
    await redirectTarget(() => signInAction({ email: 'ada@example.com', password: 'engines1843' }));
    const [{ n: before }] = await getDb()
      .select({ n: count() })
      .from(authSessions)
      .where(eq(authSessions.user_id, ada.id));
    expect(before).toBe(2);

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
    actAs(ada);
    expect(await getAuth().getSession()).toEqual({ status: 'expired' });

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

  it('revokes the API key and its hooks: the old key gets 401 on GET /api/v1/me, and a new key is made on request', async () => {
    await switchToPro(ada.id);
    const { key } = await createApiKey(ada.id);
    expect((await meWithKey(key)).status).toBe(200);
    const bob = await signUpUser('bob@example.com');
    const hook = { event: 'tracking.scan' as const, target_url: 'https://hooks.example.com/catch', secret: 's' };
    await getDb()
      .insert(apiHooks)
      .values([
        { ...hook, user_id: ada.id },
        { ...hook, user_id: bob.id },
      ]);

    await requestReset('ada@example.com');
    expect(await reset(await tokenFromMail(), 'new-password-1')).toBe('/login?reset=1');

    const refused = await meWithKey(key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: 'unauthorized',
      message: 'API key not found. Please generate an API key in your profile settings.',
    });
    expect(await getApiKeyStatus(ada.id)).toEqual({ hasKey: false, hint: null });
    // Ada's hook is gone; nobody else's.
    expect(await getDb().select({ user: apiHooks.user_id }).from(apiHooks)).toEqual([{ user: bob.id }]);
    const next = await createApiKey(ada.id);
    expect((await meWithKey(next.key)).status).toBe(200);
    expect((await meWithKey(key)).status).toBe(401);
  });

  it('a link that fails to reset (expired) leaves the API key and the sessions alone', async () => {
    await switchToPro(ada.id);
    const { key } = await createApiKey(ada.id);
    await requestReset('ada@example.com');
    const token = await tokenFromMail();
    await getDb()
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) });
    expect(await reset(token, 'new-password-1')).toContain('error=invalid');
    expect((await meWithKey(key)).status).toBe(200);
    actAs(ada);
    expect((await getAuth().getSession()).status).toBe('signed_in');
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

  it('asking for another link leaves the first one working', async () => {
    await requestReset('ada@example.com');
    const first = await tokenFromMail();
    // Anyone may ask for Ada's reset: that must not void the link in her mailbox.
    await requestReset('ada@example.com', '203.0.113.99');
    const second = await tokenFromMail();
    expect(second).not.toBe(first);
    expect(await getAuth().resetLinkLooksUsable(first)).toBe(true);
    expect(await getAuth().resetLinkLooksUsable(second)).toBe(true);
    expect(await reset(first, 'new-password-1')).toBe('/login?reset=1');
    expect(await getAuth().verifyPassword('ada@example.com', 'new-password-1')).toBe(true);
  });

  it('using one link voids every other link of the account', async () => {
    await requestReset('ada@example.com');
    const first = await tokenFromMail();
    await requestReset('ada@example.com');
    const second = await tokenFromMail();
    expect(await reset(second, 'new-password-1')).toBe('/login?reset=1');
    expect(await getAuth().resetLinkLooksUsable(first)).toBe(false);
    expect(await reset(first, 'another-password-2')).toBe(
      `/reset-password?token=${encodeURIComponent(first)}&error=invalid`,
    );
    expect(await getAuth().verifyPassword('ada@example.com', 'new-password-1')).toBe(true);
  });

  it('drops the account’s expired links when a new one is made', async () => {
    await requestReset('ada@example.com');
    await getDb()
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) });
    await requestReset('ada@example.com');
    const rows = await getDb().select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].expires_at.getTime()).toBeGreaterThan(Date.now());
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
