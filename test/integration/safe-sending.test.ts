import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmBulkSendAction, confirmBulkSendAndAddFundsAction, previewBulkSendAction } from '@/actions/bulk-send';
import { createCampaignAction } from '@/actions/campaigns';
import { followUpAction } from '@/actions/follow-up';
import { quoteSendAction, sendToRecipientAction } from '@/actions/send';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { FOLLOW_UP_MESSAGES } from '@/lib/campaigns/follow-up-messages';
import { getDb } from '@/lib/db/client';
import { campaigns, orders, recipients } from '@/lib/db/schema';
import { DUPLICATE_MESSAGES } from '@/lib/orders/duplicate-messages';
import { SEND_MESSAGES } from '@/lib/validation/send';
import { pickAddress } from '../support/addresses';
import { createTemplate } from '../support/templates';
import { campaignFixture, fund, pendingOrder, springfield } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Issue 25 points 1, 2, 3 and 6: the send actions as the dialogs call them.

let ada: TestUser;

let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  actAs(ada, '/campaigns');
});
afterEach(() => storage.cleanup());

/** A campaign on a real template (its images exist, so Confirm Order can draw the card). */
async function quotable(name = 'Open house') {
  const templateId = await createTemplate(ada);
  actAs(ada, '/campaigns');
  const result = await createCampaignAction({
    name,
    templateId,
    type: 'single',
    demographics: 'all',
    neighbor_count: 10,
    include_condo: false,
  });
  if (!result.ok) throw new Error(result.error);
  return { id: result.data.id };
}

const csv = (campaignId: string, ...lines: string[]) => {
  const parsed = parseRecipientsCsv(['Name,Address,City,State,ZIP', ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  return { campaignId, rows: parsed.rows, mapping: guessColumnMapping(parsed.headers, []) };
};
const JANE = 'Jane Doe,123 Main St,Springfield,IL,62701';
const BOB = 'Bob Roe,1 Beacon St,Boston,MA,2108';

const send = async (campaignId: string, extra: { sendAnyway?: boolean } = {}) =>
  sendToRecipientAction({
    campaignId,
    recipientName: 'Jane Doe',
    ...(await pickAddress()),
    customValues: {},
    ...extra,
  });

describe('a return address before the first send', () => {
  it('Confirm Order and the Bulk Send preview ask for it; Send and Bulk Send refuse without one, writing nothing', async () => {
    const campaign = await quotable();
    const quote = await quoteSendAction({ campaignId: campaign.id, recipientName: 'Jane', customValues: {} });
    if (!quote.ok) throw new Error(quote.error);
    // Only the name is known before the first send: the one given at sign-up.
    expect(quote.data.returnAddress).toEqual({ name: 'ada', line1: '', line2: '', city: '', state: '', zip: '' });
    const preview = await previewBulkSendAction(csv(campaign.id, JANE));
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.returnAddress).not.toBeNull();

    expect(await send(campaign.id)).toEqual({ ok: false, error: SEND_MESSAGES.returnAddressMissing });
    expect(await confirmBulkSendAction(csv(campaign.id, JANE))).toEqual({
      ok: false,
      error: SEND_MESSAGES.returnAddressMissing,
    });
    expect(await getDb().select().from(orders)).toEqual([]);

    await giveReturnAddress(ada);
    const again = await quoteSendAction({ campaignId: campaign.id, recipientName: 'Jane', customValues: {} });
    if (!again.ok) throw new Error(again.error);
    expect(again.data.returnAddress).toBeNull();
    expect(await send(campaign.id)).toMatchObject({ ok: true });
  });
});

describe('payment told truthfully', () => {
  beforeEach(() => giveReturnAddress(ada));

  it('a send says whether its order is paid from the balance or waits', async () => {
    const campaign = await campaignFixture(ada);
    const waiting = await send(campaign.id);
    expect(waiting).toMatchObject({
      ok: true,
      data: { plan: { count: 1, unitCents: 125, balanceCents: 0, cardLast4: null } },
    });
    await fund(ada, 1_000);
    const paid = await sendToRecipientAction({
      campaignId: campaign.id,
      recipientName: 'Bob',
      ...(await pickAddress('1 beacon st 02108')),
      customValues: {},
    });
    expect(paid).toMatchObject({ ok: true, data: { plan: { count: 1, balanceCents: 1_000 } } });
  });

  it('the Bulk Send preview carries the payment block; Add funds and send checks the amount before writing', async () => {
    const campaign = await campaignFixture(ada);
    const preview = await previewBulkSendAction(csv(campaign.id, JANE, BOB));
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.payment).toMatchObject({
      balanceCents: 0,
      shortfallCents: 250,
      card: null,
      addFundsCents: 500,
    });

    expect(await confirmBulkSendAndAddFundsAction({ ...csv(campaign.id, JANE, BOB), amount: '6000000' })).toMatchObject(
      {
        ok: false,
      },
    );
    expect(await getDb().select().from(orders)).toEqual([]);
    const started = await confirmBulkSendAndAddFundsAction({ ...csv(campaign.id, JANE, BOB), amount: '5' });
    expect(started).toMatchObject({ ok: true, data: { created: 2 } });
    if (started.ok) expect(started.data.url).toMatch(/^\/sandbox\/checkout\/cs_sbx_/);
    expect(await getDb().select().from(orders)).toHaveLength(2);
  });
});

describe('no accidental duplicates', () => {
  beforeEach(() => giveReturnAddress(ada));

  it('Send: Confirm Order warns of an address this campaign mailed, and Submit needs "send anyway"', async () => {
    const campaign = await quotable();
    const other = await quotable('Other');
    await pendingOrder(ada, campaign.id, springfield());
    const address = {
      street_number: '123',
      route: 'Main St',
      locality: 'Springfield',
      administrative_area_level_1: 'IL',
      postal_code: '62701',
    };
    const quote = await quoteSendAction({ campaignId: campaign.id, recipientName: 'Jane', customValues: {}, address });
    expect(quote).toMatchObject({ ok: true, data: { recentlyMailed: true } });
    const elsewhere = await quoteSendAction({ campaignId: other.id, recipientName: 'Jane', customValues: {}, address });
    expect(elsewhere).toMatchObject({ ok: true, data: { recentlyMailed: false } });

    expect(await send(campaign.id)).toEqual({ ok: false, error: DUPLICATE_MESSAGES.refused });
    expect(await getDb().select().from(orders)).toHaveLength(1);
    expect(await send(campaign.id, { sendAnyway: true })).toMatchObject({ ok: true });
    expect(await send(other.id)).toMatchObject({ ok: true });
  });

  it('a failed or cancelled order, or one older than 90 days, is no repeat', async () => {
    const campaign = await campaignFixture(ada);
    const order = await pendingOrder(ada, campaign.id, springfield());
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const old = await pendingOrder(ada, campaign.id, springfield());
    await getDb()
      .update(orders)
      .set({ created_at: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(orders.id, old.id));
    expect(await send(campaign.id)).toMatchObject({ ok: true });
  });

  it('Bulk Send lists the repeats, skips them by default and sends them when asked', async () => {
    const campaign = await campaignFixture(ada);
    await pendingOrder(ada, campaign.id, springfield());
    const preview = await previewBulkSendAction(csv(campaign.id, JANE, BOB));
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.rows.map((r) => [r.name, r.recentlyMailed])).toEqual([
      ['Jane Doe', true],
      ['Bob Roe', false],
    ]);
    expect(preview.data.recentCount).toBe(1);
    expect(preview.data.payment.shortfallCents).toBe(125);
    expect(preview.data.paymentAll?.shortfallCents).toBe(250);

    expect(await confirmBulkSendAction(csv(campaign.id, JANE, BOB))).toMatchObject({
      ok: true,
      data: { created: 1, skippedRecent: 1 },
    });
    // Jane again, alone: nothing left to send unless the user says so.
    expect(await confirmBulkSendAction(csv(campaign.id, JANE))).toEqual({
      ok: false,
      error:
        'Every valid row was mailed on this campaign in the last 90 days and is skipped. Choose "Send to them anyway" to mail them again.',
    });
    expect(await confirmBulkSendAction({ ...csv(campaign.id, JANE), recent: 'send' })).toMatchObject({
      ok: true,
      data: { created: 1, skippedRecent: 0 },
    });
  });

  it('a follow-up on the followed campaign: the first mailing is no repeat, a second one is', async () => {
    const campaign = await campaignFixture(ada);
    await pendingOrder(ada, campaign.id, springfield());
    const followUp = { ...csv(campaign.id, JANE), followUpOf: campaign.id };
    const first = await previewBulkSendAction(followUp);
    expect(first).toMatchObject({ ok: true, data: { recentCount: 0 } });
    expect(await confirmBulkSendAction(followUp)).toMatchObject({ ok: true, data: { created: 1 } });
    const second = await previewBulkSendAction(followUp);
    expect(second).toMatchObject({ ok: true, data: { recentCount: 1 } });
  });
});

describe('follow-ups on the right campaign', () => {
  it('offers the followed campaign first and other single sends, never another neighbor campaign', async () => {
    const followed = await campaignFixture(ada, { name: 'Followed', type: 'neighbor' });
    const single = await campaignFixture(ada, { name: 'Single' });
    await campaignFixture(ada, { name: 'Strangers', type: 'neighbor' });
    const result = await followUpAction({ campaignId: followed.id, audience: 'non_responders' });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.campaignId).toBe(followed.id);
    expect(result.data.campaigns.map((c) => c.name)).toEqual(['Followed', 'Single']);
    expect(result.data.campaigns[1].id).toBe(single.id);
  });

  it('says the true reason when there is nobody to follow up', async () => {
    const campaign = await campaignFixture(ada);
    const reason = async (audience: 'responders' | 'non_responders') => {
      const result = await followUpAction({ campaignId: campaign.id, audience });
      if (!result.ok) throw new Error(result.error);
      return result.data.list.nobody;
    };
    expect(await reason('non_responders')).toBe(FOLLOW_UP_MESSAGES.nobody.noResponseUrl);
    await getDb().update(campaigns).set({ response_url: 'https://example.com' }).where(eq(campaigns.id, campaign.id));
    expect(await reason('non_responders')).toBe(FOLLOW_UP_MESSAGES.nobody.nothingMailed);
    expect(await reason('responders')).toBe(FOLLOW_UP_MESSAGES.nobody.nothingMailed);
    // Mailed, with its card's link scanned: everybody responded.
    const order = await pendingOrder(ada, campaign.id, springfield());
    await getDb().update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    expect(await reason('responders')).toBe(FOLLOW_UP_MESSAGES.nobody.noResponders);
    expect(await getDb().select().from(recipients)).toHaveLength(1);
  });
});
