import { beforeEach, describe, expect, it } from 'vitest';
import { moveSandboxClockAction } from '@/actions/sandbox';
import SandboxClockPage from '@/app/sandbox/clock/page';
import { getDb } from '@/lib/db/client';
import { sandboxClock } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { currentTime, forgetSandboxOffset, sandboxOffsetMs, setClockForTests } from '@/lib/time/clock';
import { isNotFoundError, redirectTarget } from '../support/redirect';
import { setRequestHeader } from '../support/request-context';
import { actAs, signInAdmin, signUpUser } from '../support/users';

const DAY_MS = 24 * 60 * 60 * 1000;
function daysForm(days: string) {
  const data = new FormData();
  data.set('days', days);
  return data;
}

// The clock is one for every account: only the admin moves it (docs/decisions/040).
beforeEach(async () => {
  actAs(await signInAdmin(), '/sandbox/clock');
});

describe('the sandbox clock', () => {
  it('runs with the real time until moved', async () => {
    const before = Date.now();
    const now = (await currentTime()).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThan(before + 1000);
    expect(await sandboxOffsetMs()).toBe(0);
  });

  it('moves ahead by whole days, adds up, and goes back to the real time', async () => {
    expect(await redirectTarget(() => moveSandboxClockAction(daysForm('7')))).toBe('/sandbox/clock');
    expect(await redirectTarget(() => moveSandboxClockAction(daysForm('1')))).toBe('/sandbox/clock');
    expect(await sandboxOffsetMs()).toBe(8 * DAY_MS);
    // Another process reads the row, not this one's cache.
    forgetSandboxOffset();
    expect((await currentTime()).getTime() - Date.now()).toBeGreaterThan(8 * DAY_MS - 1000);
    expect(await getDb().select({ offset: sandboxClock.offset_ms }).from(sandboxClock)).toEqual([
      { offset: 8 * DAY_MS },
    ]);

    expect(await redirectTarget(() => moveSandboxClockAction(daysForm('0')))).toBe('/sandbox/clock');
    forgetSandboxOffset();
    expect(await sandboxOffsetMs()).toBe(0);
  });

  it('refuses a move that is not a whole number of days from 0 to 365, and changes nothing', async () => {
    for (const bad of ['-1', '366', '1.5', 'soon']) {
      await expect(moveSandboxClockAction(daysForm(bad))).rejects.toThrow();
    }
    expect(await getDb().select().from(sandboxClock)).toEqual([]);
  });

  it('is the real time outside sandbox mode, whatever the row says', async () => {
    expect(await redirectTarget(() => moveSandboxClockAction(daysForm('30')))).toBe('/sandbox/clock');
    const sandboxEnv = setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
    try {
      setEnvForTests({ ADMIN_EMAIL: sandboxEnv.adminEmail, APP_URL: sandboxEnv.APP_URL, THANKSIO_API_TOKEN: 'live' });
      forgetSandboxOffset();
      expect(await sandboxOffsetMs()).toBe(0);
      await expect(moveSandboxClockAction(daysForm('1'))).rejects.toSatisfy(isNotFoundError);
    } finally {
      setEnvForTests({ ADMIN_EMAIL: sandboxEnv.adminEmail, APP_URL: sandboxEnv.APP_URL });
    }
  });

  it('is not moved by anyone but the admin, from any address', async () => {
    const ada = await signUpUser('ada@example.com');
    for (const address of ['198.51.100.1', '127.0.0.1', '::1']) {
      actAs(ada, '/sandbox/clock');
      setRequestHeader('x-inkpost-client-address', address);
      await expect(moveSandboxClockAction(daysForm('30')), address).rejects.toSatisfy(isNotFoundError);
    }
    expect(await getDb().select().from(sandboxClock)).toEqual([]);
  });

  it('is refused outright, even to the admin, while any provider runs for real', async () => {
    const sandboxEnv = setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
    const base = { ADMIN_EMAIL: sandboxEnv.adminEmail, APP_URL: sandboxEnv.APP_URL };
    try {
      for (const real of [
        { STRIPE_SECRET_KEY: 'sk_test_x' },
        { THANKSIO_API_TOKEN: 'live' },
        { GOOGLE_MAPS_API_KEY: 'key' },
        { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' },
        { SMTP_URL: 'smtp://mail.example:587' },
      ]) {
        setEnvForTests({ ...base, ...real });
        await expect(moveSandboxClockAction(daysForm('1')), Object.keys(real)[0]).rejects.toSatisfy(isNotFoundError);
        await expect(SandboxClockPage(), Object.keys(real)[0]).rejects.toSatisfy(isNotFoundError);
      }
      expect(await getDb().select().from(sandboxClock)).toEqual([]);
    } finally {
      setEnvForTests(base);
    }
  });

  it('can be fixed by a test', async () => {
    setClockForTests(new Date('2027-01-01T00:00:00Z'));
    expect((await currentTime()).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
