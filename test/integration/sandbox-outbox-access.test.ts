import { beforeEach, describe, expect, it } from 'vitest';
import SandboxMailPage from '@/app/sandbox/mail/page';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { getDb } from '@/lib/db/client';
import { sandboxMailMessages } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { mayReadSandboxOutbox } from '@/lib/providers/mail/outbox-access';
import { isNotFoundError } from '../support/redirect';
import { resetRequest } from '../support/request-context';
import { signInAdmin, signUpUser, type TestUser } from '../support/users';

// The outbox holds every user's live reset links: the admin's session opens it, nothing else
// does, and where the request comes from never counts (docs/decisions/040).
const from = (address: string, user?: TestUser) =>
  resetRequest({
    cookies: user ? { [SESSION_COOKIE]: user.sessionToken } : {},
    headers: { 'x-inkpost-client-address': address },
  });

const ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '198.51.100.1'];

let admin: TestUser;
beforeEach(async () => {
  admin = await signInAdmin();
  await getDb()
    .insert(sandboxMailMessages)
    .values({ to_address: 'ada@example.com', subject: 'Reset your Inkpost password', text_body: 'secret link' });
});

describe('the sandbox outbox', () => {
  it('opens to the signed-in admin, from any address', async () => {
    for (const address of ADDRESSES) {
      from(address, admin);
      expect(await mayReadSandboxOutbox(), address).toBe(true);
    }
  });

  it('is closed to a visitor and to any other user, loopback included', async () => {
    const ada = await signUpUser('ada@example.com');
    for (const address of ADDRESSES) {
      from(address);
      expect(await mayReadSandboxOutbox(), `visitor from ${address}`).toBe(false);
      await expect(SandboxMailPage()).rejects.toSatisfy(isNotFoundError);
      from(address, ada);
      expect(await mayReadSandboxOutbox(), `ada from ${address}`).toBe(false);
      await expect(SandboxMailPage()).rejects.toSatisfy(isNotFoundError);
    }
  });

  it('is closed to the admin too when mail goes out through SMTP', async () => {
    const base = setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
    try {
      setEnvForTests({ ADMIN_EMAIL: base.adminEmail, APP_URL: base.APP_URL, SMTP_URL: 'smtp://mail.example:587' });
      from('127.0.0.1', admin);
      expect(await mayReadSandboxOutbox()).toBe(false);
    } finally {
      setEnvForTests({ ADMIN_EMAIL: base.adminEmail, APP_URL: base.APP_URL });
    }
  });
});
