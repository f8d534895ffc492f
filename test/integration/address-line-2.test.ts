import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addContactAction, createListAction, quoteListSendAction, sendToListAction } from '@/actions/contacts';
import { quoteSendAction, quoteSendFormAction, sendToRecipientAction } from '@/actions/send';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { generateApiKey } from '@/lib/accounts/api-key';
import { getDb } from '@/lib/db/client';
import { orders, profiles, recipients, sandboxPostcardOrders } from '@/lib/db/schema';
import { DUPLICATE_MESSAGES } from '@/lib/orders/duplicate-messages';
import { renderOrderCard } from '@/lib/orders/render-order-card';
import { renderBack } from '@/lib/templates/render-back';
import { ADDRESS_2_MESSAGES } from '@/lib/validation/address-line-2';
import { pickAddress } from '../support/addresses';
import { fund, runPipeline } from '../support/orders';
import { switchToPro } from '../support/plans';
import { useTempStorage } from '../support/storage';
import { createSingleSendCampaign } from '../support/templates';
import { giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Issue 35, "Line 2 everywhere": a card to "Apt 4B" carries its unit from Send, a list and the
// API onto the card back (preview and proof), the order and the provider's request; another unit
// of the same building is another address to the "recently mailed" check.

vi.mock('@/lib/templates/render-back', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/templates/render-back')>();
  return { ...actual, renderBack: vi.fn(actual.renderBack) };
});

/** The recipient block of the last card back drawn (Confirm Order's preview, a list's sample, View card). */
const lastBackRecipient = () => vi.mocked(renderBack).mock.calls.at(-1)?.[2]?.addressSide?.recipient;

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let campaignId: string;

const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  campaignId = await createSingleSendCampaign(ada);
  await fund(ada, 5_000);
});
afterEach(() => storage.cleanup());

function postForm(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return quoteSendFormAction({ status: 'idle' }, data);
}

/** What the sandbox provider was asked to mail for these orders, by order id. */
async function providerRecipients(orderIds: string[]) {
  const rows = await getDb()
    .select({ reference: sandboxPostcardOrders.reference, request: sandboxPostcardOrders.request })
    .from(sandboxPostcardOrders)
    .where(inArray(sandboxPostcardOrders.reference, orderIds));
  return new Map(rows.map((r) => [r.reference, (r.request as { recipients: unknown[] }).recipients]));
}

const APT_4B = { street_number: '123', route: 'Main St', postal_code: '62701' };

describe('Send', () => {
  it('refuses a unit too long or with control characters beside its field, and writes nothing', async () => {
    const picked = { campaignId, recipientName: 'Jane Doe', 'address.street_number': '123' };
    const long = await postForm({ ...picked, address2: 'x'.repeat(65) });
    expect(long).toMatchObject({ status: 'error', fieldErrors: { address2: [ADDRESS_2_MESSAGES.tooLong] } });
    expect(ADDRESS_2_MESSAGES.tooLong).toBe('Apartment, suite or unit can have at most 64 characters');
    const control = await postForm({ ...picked, address2: 'Apt\u00074B' });
    expect(control).toMatchObject({ status: 'error', fieldErrors: { address2: [ADDRESS_2_MESSAGES.unprintable] } });
    const send = await sendToRecipientAction({
      campaignId,
      recipientName: 'Jane Doe',
      customValues: {},
      address2: 'Apt\n4B',
      ...(await pickAddress()),
    });
    expect(send).toEqual({ ok: false, error: ADDRESS_2_MESSAGES.unprintable });
    expect(await getDb().select().from(recipients)).toEqual([]);
  });

  it('prints the unit on the preview and the proof, keeps it on the order and sends it to the provider', async () => {
    const quote = ok(
      await quoteSendAction({
        campaignId,
        recipientName: 'Jane Doe',
        customValues: {},
        address2: '  Apt   4B ',
        address: { ...APT_4B, locality: 'Springfield', administrative_area_level_1: 'IL' },
      }),
    );
    expect(quote.recentlyMailed).toBe(false);
    expect(lastBackRecipient()).toEqual(['Jane Doe', '123 Main St', 'Apt 4B', 'Springfield, IL 62701']);

    const { orderId } = ok(
      await sendToRecipientAction({
        campaignId,
        recipientName: 'Jane Doe',
        customValues: {},
        address2: '  Apt   4B ',
        ...(await pickAddress()),
      }),
    );
    const [recipient] = await getDb().select().from(recipients);
    expect(recipient.address_2).toBe('Apt 4B');

    await renderOrderCard(ada.id, orderId);
    expect(lastBackRecipient()).toEqual(['Jane Doe', '123 Main St', 'Apt 4B', 'Springfield, IL 62701']);

    await runPipeline();
    expect((await providerRecipients([orderId])).get(orderId)).toEqual([
      expect.objectContaining({ name: 'Jane Doe', address2: 'Apt 4B' }),
    ]);
  });

  it('counts another unit of a building mailed recently as another address, the same unit (any case) as the same', async () => {
    ok(
      await sendToRecipientAction({
        campaignId,
        recipientName: 'Jane Doe',
        customValues: {},
        address2: 'Apt 4B',
        ...(await pickAddress()),
      }),
    );
    const quote = async (address2: string) =>
      ok(
        await quoteSendAction({
          campaignId,
          recipientName: 'Neighbour',
          customValues: {},
          address2,
          address: { ...APT_4B, locality: 'Springfield', administrative_area_level_1: 'IL' },
        }),
      ).recentlyMailed;
    expect(await quote('Apt 5C')).toBe(false);
    expect(await quote('')).toBe(false);
    expect(await quote('apt 4b')).toBe(true);
    // Submit refuses the repeat unless chosen, and sends the other unit.
    const other = await sendToRecipientAction({
      campaignId,
      recipientName: 'Bob Roe',
      customValues: {},
      address2: 'Apt 5C',
      ...(await pickAddress()),
    });
    expect(other.ok).toBe(true);
    const repeat = await sendToRecipientAction({
      campaignId,
      recipientName: 'Jane Doe',
      customValues: {},
      address2: 'APT 4B',
      ...(await pickAddress()),
    });
    expect(repeat).toEqual({ ok: false, error: DUPLICATE_MESSAGES.refused });
  });

  it('reads the recently-mailed key through recipients_user_address_idx, unit included', async () => {
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select 1 from recipients where user_id = ${ada.id}
        and lower((address ->> 'street_number') || ' ' || (address ->> 'route') || ' ' || (address ->> 'postal_code') || coalesce(' ' || address_2, '')) = '123 main st 62701 apt 4b'`);
    });
    expect(JSON.stringify(plan)).toContain('recipients_user_address_idx');
  });
});

describe('A contact sent through a list', () => {
  it("carries its unit onto the list's sample back, the recipient, the order JSON and the provider's request", async () => {
    const listId = ok(await createListAction({ name: 'Past clients' })).id;
    ok(await addContactAction({ listId, name: 'Jane Doe', address2: 'Apt 4B', ...(await pickAddress()) }));
    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(lastBackRecipient()).toEqual(['Jane Doe', '123 Main St', 'Apt 4B', 'Springfield, IL 62701']);
    const { orderIds } = ok(await sendToListAction({ listId, campaignId, token: quote.token }));
    const [recipient] = await getDb().select().from(recipients);
    expect(recipient.address_2).toBe('Apt 4B');

    const [json] = await getDb()
      .execute<{ order: { recipient: { address: Record<string, unknown> } } }>(
        sql`select api_order_json(o) as order from orders_table o where o.id = ${orderIds[0]}`,
      )
      .then((r) => (r as unknown as { rows: { order: { recipient: { address: Record<string, unknown> } } }[] }).rows);
    expect(json.order.recipient.address).toMatchObject({ address_1: '123 Main St', address_2: 'Apt 4B' });

    await runPipeline();
    expect((await providerRecipients(orderIds)).get(orderIds[0])).toEqual([
      expect.objectContaining({ address2: 'Apt 4B' }),
    ]);
  });
});

describe('POST /api/v1/orders', () => {
  async function call(body: Record<string, unknown>) {
    await switchToPro(ada.id);
    const generated = generateApiKey();
    await getDb()
      .update(profiles)
      .set({ api_key: generated.hash, api_key_hint: generated.hint })
      .where(eq(profiles.id, ada.id));
    const request = new Request('http://localhost:3000/api/v1/orders', {
      method: 'POST',
      headers: { 'x-api-key': generated.key, 'content-type': 'application/json' },
      body: JSON.stringify({
        campaign_id: campaignId,
        recipient_name: 'Jane Doe',
        recipient_address_1: '123 Main St',
        recipient_city: 'Springfield',
        recipient_state: 'IL',
        recipient_zip: '62701',
        ...body,
      }),
    });
    return postOrder(request, { params: Promise.resolve({}) as Promise<never> });
  }

  it('takes recipient_address_2 and answers it as recipient.address.address_2; refuses a bad one with 422', async () => {
    const refused = await call({ recipient_address_2: 'Suite '.repeat(20) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(ADDRESS_2_MESSAGES.tooLong);
    expect(await getDb().select().from(orders)).toEqual([]);

    const created = await call({ recipient_address_2: 'Apt 4B' });
    expect(created.status).toBe(201);
    expect((await created.json()).recipient.address).toMatchObject({ address_1: '123 Main St', address_2: 'Apt 4B' });
    const none = await call({});
    expect((await none.json()).recipient.address.address_2).toBeNull();
  });
});
