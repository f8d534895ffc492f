import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deletePhoneNumberAction, updatePhoneNumberAction, createPhoneNumberAction } from '@/actions/phones';
import { createTrackingUrlAction } from '@/actions/tracking';
import { GET as qrImage } from '@/app/api/tracking-urls/[id]/qr/route';
import { GET as events } from '@/app/api/events/route';
import { placeSandboxCallAction } from '@/actions/sandbox-telephony';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { phoneCalls, phoneNumbers, trackingUrlCounts, trackingUrlScanBatches, trackingUrls } from '@/lib/db/schema';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import { getDailyResponses } from '@/lib/tracking/get-daily-responses';
import { getTrackingStats } from '@/lib/tracking/get-tracking-stats';
import { listTrackingUrls } from '@/lib/tracking/list-tracking-urls';
import { DEFAULT_SORT } from '@/lib/tracking/tracking-sort';
import { switchToProAction } from '../support/plans';
import { actAs, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';
import { INSUFFICIENT_PRIVILEGE, sqlStateAsUser } from '../support/user-role';

// User B reaches for user A's tracking URLs, phone numbers, scans and calls with A's ids:
// B sees none of it and changes none of it.

let a: TestUser;
let b: TestUser;
let urlId: string;
let phoneId: string;

beforeEach(async () => {
  a = await signUpUser('alice@example.com');
  b = await signUpUser('bob@example.com');
  actAs(a, '/tracking');
  await switchToProAction();
  const url = await createTrackingUrlAction({ name: 'A mailer', targetUrl: 'alice.example.com' });
  const phone = await createPhoneNumberAction({
    name: 'A line',
    areaCode: '415',
    forwardingNumber: '5550001111',
    whisperMessage: 'For Alice',
  });
  if (!url.ok || !phone.ok) throw new Error('fixture');
  urlId = url.data.id;
  phoneId = phone.data.id;
  await queueScans({ tracking_url_id: urlId, user_id: a.id });
  const call = await placeSandboxCallAction({ phoneNumberId: phoneId, from: '+15555550100' });
  if (!call.ok) throw new Error(call.error);
  actAs(b, '/tracking');
});

describe('tracking isolation', () => {
  it('B’s lists, stats and chart hold nothing of A’s', async () => {
    expect((await listTrackingUrls(b.id, { sort: DEFAULT_SORT, search: urlId })).total).toBe(0);
    expect(await listPhoneNumbers(b.id)).toEqual([]);
    expect(await getTrackingStats(b.id)).toEqual({ postcardsSent: 0, qrScans: 0, phoneCalls: 0 });
    for (const subject of [{ kind: 'url', id: urlId }, { kind: 'phone', id: phoneId }, { kind: 'all' }] as const) {
      const days = await getDailyResponses(b.id, subject);
      expect(days.every((d) => d.scans === 0 && d.calls === 0)).toBe(true);
    }
  });

  it('row-level security hides A’s rows even from a query that forgets the user filter', async () => {
    const seen = await withUserScope(b.id, async (tx) => ({
      urls: await tx.select().from(trackingUrls),
      phones: await tx.select().from(phoneNumbers),
      calls: await tx.select().from(phoneCalls),
    }));
    expect(seen).toEqual({ urls: [], phones: [], calls: [] });
    // The scans waiting for the fold are the server's alone: nobody's to read, A's own included.
    for (const user of [b, a])
      expect(await sqlStateAsUser(user.id, (tx) => tx.select().from(trackingUrlScanBatches))).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
  });

  it('B cannot fetch A’s QR image', async () => {
    const response = await qrImage(new Request(`http://localhost:3000/api/tracking-urls/${urlId}/qr`), {
      params: Promise.resolve({ id: urlId }),
    });
    expect(response.status).toBe(404);
  });

  it('B cannot edit or delete A’s phone number, nor place a sandbox call on it', async () => {
    expect(
      (
        await updatePhoneNumberAction({
          id: phoneId,
          name: 'Mine now',
          forwardingNumber: '5559998888',
          whisperMessage: 'x',
        })
      ).ok,
    ).toBe(false);
    expect((await deletePhoneNumberAction({ id: phoneId })).ok).toBe(false);
    expect((await placeSandboxCallAction({ phoneNumberId: phoneId, from: '+15555550100' })).ok).toBe(false);
    const [row] = await getDb().select().from(phoneNumbers).where(eq(phoneNumbers.id, phoneId));
    expect(row).toMatchObject({ name: 'A line', forwarding_number: '+15550001111', call_count: 1 });
  });

  it('B’s event stream carries B’s tracking changes and none of A’s', async () => {
    const abort = new AbortController();
    const response = await events(new Request('http://localhost:3000/api/events', { signal: abort.signal }));
    const reader = response.body!.getReader();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the listener is up
    await getDb()
      .update(trackingUrlCounts)
      .set({ access_count: 5 })
      .where(eq(trackingUrlCounts.tracking_url_id, urlId));
    await getDb().update(phoneNumbers).set({ call_count: 9 }).where(eq(phoneNumbers.id, phoneId));
    const own = await createTrackingUrlAction({ name: 'B mailer', targetUrl: 'bob.example.com' });
    await new Promise((resolve) => setTimeout(resolve, 500)); // notifications arrive
    abort.abort();
    await reading.catch(() => {});
    const changes = text
      .split('\n\n')
      .filter((block) => block.startsWith('event: change'))
      .map((block) => JSON.parse(block.split('data: ')[1]));
    expect(changes).toEqual([{ table: 'tracking_urls', op: 'INSERT', id: own.ok ? own.data.id : 'none' }]);
  });
});
