import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as addStepApi } from '@/app/api/v1/campaigns/[id]/follow-ups/route';
import { GET as resultsApi } from '@/app/api/v1/campaigns/[id]/results/route';
import { POST as postContacts } from '@/app/api/v1/lists/[id]/contacts/route';
import { POST as postSend } from '@/app/api/v1/lists/[id]/send/route';
import { POST as postList } from '@/app/api/v1/lists/route';
import { DELETE as cancelOrderApi } from '@/app/api/v1/orders/[id]/route';
import { createCampaignAction } from '@/actions/campaigns';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getBalanceCents } from '@/lib/accounts/get-balance';
import { CampaignResultsSchema } from '@/lib/api/schemas/campaign-results';
import { ListSchema, ListSendResultSchema } from '@/lib/api/schemas/lists';
import { getDb } from '@/lib/db/client';
import { orders, profiles, recipients, trackingUrls } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { placeDueFollowUps } from '@/lib/follow-ups/place-due-follow-ups';
import { addDays, SEND_DATE_MESSAGES, utcDay } from '@/lib/orders/send-date';
import { setClockForTests } from '@/lib/time/clock';
import { foldScans } from '@/lib/tracking/fold-scans';
import { resolveTrackingUrl } from '@/lib/tracking/resolve-tracking-url';
import { fund, runPipeline } from '../support/orders';
import { switchToPro } from '../support/plans';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';
import { queueScans } from '../support/queue-scans';

// Issue 27's "done when", through the public API: a list built from contacts, sent on a date,
// part of it cancelled with the money back, and a follow-up step that mails only the
// non-responders when it comes due. Time moves by the test clock, never by waiting.

const APP_URL = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-26T15:00:00Z');
const TODAY = utcDay(NOW);
let storage: ReturnType<typeof useTempStorage>;
let ada: TestUser;
let key: string;

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
function call(handler: Handler, method: string, path: string, params: Record<string, string>, body?: unknown) {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`${APP_URL}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve(params) as Promise<never> });
}

beforeEach(async () => {
  storage = useTempStorage();
  setEnvForTests({
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL,
    INKPOST_DATA_DIR: storage.dir,
    SANDBOX_POSTCARD_DELAY_MS: '0',
  });
  setClockForTests(NOW);
  ada = await signUpUser('ada@example.com');
  await switchToPro(ada.id);
  await giveReturnAddress(ada);
  const generated = generateApiKey();
  await getDb()
    .update(profiles)
    .set({ api_key: generated.hash, api_key_hint: generated.hint })
    .where(eq(profiles.id, ada.id));
  key = generated.key;
});
afterEach(() => {
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL });
  storage.cleanup();
});

const CONTACTS = [
  { name: 'Jane Doe', address_1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704' },
  { name: 'John Roe', address_1: '1 Beacon St', city: 'Boston', state: 'MA', zip: '02108' },
  { name: 'Kim Poe', address_1: '5 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
];

async function campaignWithLinks(templateId: string) {
  actAs(ada, '/campaigns');
  const created = await createCampaignAction({
    name: 'Spring mailer',
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
    response_url: 'example.com/spring',
  });
  if (!created.ok) throw new Error(created.error);
  return created.data.id;
}

async function scanCardOf(orderId: string) {
  const [link] = await getDb().select().from(trackingUrls).where(eq(trackingUrls.order_id, orderId));
  const resolved = await resolveTrackingUrl(link.id);
  await queueScans({ tracking_url_id: link.id, user_id: resolved!.userId, scans: 1 });
  await foldScans();
}

const balance = () => getDb().transaction((tx) => getBalanceCents(tx, ada.id));
const nameOf = async (recipientId: string) =>
  (await getDb().select().from(recipients).where(eq(recipients.id, recipientId)))[0].name;

describe('a list sent on a date, partly cancelled, then followed up to its non-responders', () => {
  it('works through the API from the list to the follow-up card', async () => {
    const campaignId = await campaignWithLinks(await createTemplate(ada));
    const reminderId = await createTemplate(ada);
    await fund(ada, 10_000);

    // The list, from contacts.
    const list = ListSchema.parse(await (await call(postList, 'POST', '/lists', {}, { name: 'Past clients' })).json());
    const imported = await call(
      postContacts,
      'POST',
      `/lists/${list.id}/contacts`,
      { id: list.id },
      { contacts: CONTACTS },
    );
    expect(await imported.json()).toEqual({ added: 3, duplicates: 0, invalid: [], repeated: [] });

    // A send date out of range places nothing.
    const tooFar = await call(
      postSend,
      'POST',
      `/lists/${list.id}/send`,
      { id: list.id },
      {
        campaign_id: campaignId,
        send_date: addDays(TODAY, 181),
      },
    );
    expect(tooFar.status).toBe(422);
    expect((await tooFar.json()).fields).toEqual({ send_date: SEND_DATE_MESSAGES.tooFar });
    expect(await getDb().select().from(orders)).toEqual([]);

    // Sent on a date three days ahead: charged now, waiting as scheduled.
    const sendDate = addDays(TODAY, 3);
    const sent = await call(
      postSend,
      'POST',
      `/lists/${list.id}/send`,
      { id: list.id },
      {
        campaign_id: campaignId,
        send_date: sendDate,
      },
    );
    expect(sent.status).toBe(201);
    const placed = ListSendResultSchema.parse(await sent.json());
    expect(placed).toMatchObject({ count: 3, total_cents: 300, send_date: sendDate });
    await runPipeline();
    let rows = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(rows.map((o) => [o.status, o.send_date])).toEqual(Array(3).fill(['scheduled', sendDate]));
    expect(await balance()).toBe(10_000 - 300);

    // Part of it cancelled: the money comes back.
    const [kim] = placed.orders.slice(-1);
    const cancelled = await call(cancelOrderApi, 'DELETE', `/orders/${kim.id}`, { id: kim.id });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).status).toBe('cancelled');
    expect(await balance()).toBe(10_000 - 200);

    // A follow-up step: 14 days after each card, to whoever has not responded.
    const step = await call(
      addStepApi,
      'POST',
      `/campaigns/${campaignId}/follow-ups`,
      { id: campaignId },
      {
        template_id: reminderId,
        days: 14,
        audience: 'non_responders',
      },
    );
    expect(step.status).toBe(201);

    // The day before its date nothing goes; on its date the rest go to print.
    setClockForTests(new Date(`${addDays(sendDate, -1)}T23:59:59.999Z`));
    await runPipeline();
    rows = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(rows.filter((o) => o.status === 'scheduled')).toHaveLength(2);
    setClockForTests(new Date(`${sendDate}T00:00:00Z`));
    await runPipeline();
    rows = await getDb().select().from(orders).where(eq(orders.campaign_id, campaignId));
    expect(rows.map((o) => o.status).sort()).toEqual(['cancelled', 'completed', 'completed']);

    // Jane scans her card; John does not.
    const [jane, john] = placed.orders;
    await scanCardOf(jane.id);

    // 14 days after the cards were mailed, only John gets the reminder; Kim's cancelled card gets none.
    const mailed = rows.filter((o) => o.submitted_at).map((o) => o.submitted_at!.getTime());
    setClockForTests(new Date(Math.min(...mailed) + 14 * DAY - 1));
    expect(await placeDueFollowUps()).toBe(0);
    setClockForTests(new Date(Math.max(...mailed) + 14 * DAY));
    while ((await placeDueFollowUps()) > 0) {
      // until nothing more is due
    }
    await runPipeline();
    const followUps = await getDb()
      .select()
      .from(orders)
      .where(and(eq(orders.campaign_id, campaignId), isNotNull(orders.follow_up_step_id)));
    expect(followUps).toHaveLength(1);
    const [johnsCard] = rows.filter((o) => o.id === john.id);
    expect([await nameOf(followUps[0].recipient_id), followUps[0].status]).toEqual([
      await nameOf(johnsCard.recipient_id),
      'completed',
    ]);
    expect(await balance()).toBe(10_000 - 300);

    const results = CampaignResultsSchema.parse(
      await (await call(resultsApi, 'GET', `/campaigns/${campaignId}/results`, { id: campaignId })).json(),
    );
    expect(results.follow_up_steps).toEqual([
      expect.objectContaining({ placed: 1, skipped: 1, postcards_sent: 1, responders: 0 }),
    ]);
  });
});
