import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPasswordResetAction } from '@/actions/auth';
import { getDb } from '@/lib/db/client';
import { mailQueue, sandboxMailMessages } from '@/lib/db/schema';
import { claimDueMail } from '@/lib/mail/claim-due-mail';
import { MAIL_CLAIM_MS, MAIL_RETRY, mailRetryDelayMs } from '@/lib/mail/mail-retry';
import { sendNextMail } from '@/lib/mail/send-next-mail';
import type { MailMessage, MailPort } from '@/lib/providers/mail';
import { redirectTarget } from '../support/redirect';
import { fromClient } from '../support/request-context';
import { signUpUser } from '../support/users';

// Mail leaves through a queue (decision 041): the forgot-password request inserts the row, the
// worker's step sends it through the mail port, retrying with backoff, and gives up after
// MAIL_RETRY.maxAttempts with the error kept and logged.

let errors: string[];

beforeEach(async () => {
  await signUpUser('ada@example.com');
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
});
afterEach(() => vi.restoreAllMocks());

async function askForReset(email = 'ada@example.com') {
  fromClient('198.51.100.1');
  const data = new FormData();
  data.set('email', email);
  return redirectTarget(() => requestPasswordResetAction(data));
}

async function queuedMail() {
  return getDb().select().from(mailQueue).orderBy(mailQueue.id);
}

/** A transport that refuses every message, and counts them. */
function refusingTransport(): MailPort & { tried: MailMessage[] } {
  const tried: MailMessage[] = [];
  return {
    kind: 'smtp',
    tried,
    async send(message) {
      tried.push(message);
      throw new Error('421 4.7.0 Try again later');
    },
  };
}

describe('the mail queue', () => {
  it('sends through the mail port only what is due, once', async () => {
    await askForReset();
    const sent: MailMessage[] = [];
    const transport: MailPort = { kind: 'smtp', send: async (message) => void sent.push(message) };
    expect(await sendNextMail(new Date(), transport)).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Inkpost password' });
    expect(sent[0].text).toMatch(/\/reset-password\?token=/);
    expect(await sendNextMail(new Date(), transport)).toBeNull();
    expect(sent).toHaveLength(1);
    expect(await queuedMail()).toMatchObject([{ status: 'sent', attempts: 1, text_body: null }]);
  });

  it('retries a failing transport with backoff, then marks the mail failed with the error logged', async () => {
    await askForReset();
    const transport = refusingTransport();
    let now = new Date();
    for (let attempt = 1; attempt < MAIL_RETRY.maxAttempts; attempt++) {
      expect(await sendNextMail(now, transport)).toBe('retrying');
      const [row] = await queuedMail();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, last_error: '421 4.7.0 Try again later' });
      expect(row.next_attempt_at.getTime()).toBe(now.getTime() + mailRetryDelayMs(attempt));
      // Not due before its backoff has passed.
      expect(await sendNextMail(new Date(row.next_attempt_at.getTime() - 1), transport)).toBeNull();
      now = row.next_attempt_at;
    }
    expect(await sendNextMail(now, transport)).toBe('failed');
    expect(transport.tried).toHaveLength(MAIL_RETRY.maxAttempts);
    const [failed] = await queuedMail();
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAIL_RETRY.maxAttempts,
      last_error: '421 4.7.0 Try again later',
      text_body: null,
    });
    expect(errors.some((line) => line.includes(`failed after ${MAIL_RETRY.maxAttempts} attempts`))).toBe(true);
    expect(errors.some((line) => line.includes('421 4.7.0 Try again later'))).toBe(true);
    // Given up: never due again.
    expect(await sendNextMail(new Date(now.getTime() + 24 * 3600_000), transport)).toBeNull();
  });

  it('backs off 15 s doubling, capped at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(mailRetryDelayMs)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
  });

  it('loses nothing when the process stops between the claim and the send: the mail comes due again', async () => {
    await askForReset();
    const now = new Date();
    // A worker claims the mail and stops before it sends it.
    expect(await claimDueMail(now)).toMatchObject({ to: 'ada@example.com', attempt: 1 });
    expect(await claimDueMail(now)).toBeNull();
    const [held] = await queuedMail();
    expect(held).toMatchObject({ status: 'pending', attempts: 1 });
    expect(held.text_body).toMatch(/\/reset-password\?token=/);

    // Once the claim lapses, another worker sends it through the sandbox outbox.
    expect(await sendNextMail(new Date(now.getTime() + MAIL_CLAIM_MS))).toBe('sent');
    const outbox = await getDb().select().from(sandboxMailMessages);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to_address: 'ada@example.com', subject: 'Reset your Inkpost password' });
    expect(await queuedMail()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('an unknown email queues no mail, with the same answer', async () => {
    expect(await askForReset('nobody@example.com')).toBe('/forgot-password?sent=1');
    expect(await askForReset('ada@example.com')).toBe('/forgot-password?sent=1');
    expect((await queuedMail()).map((row) => row.to_address)).toEqual(['ada@example.com']);
  });
});
