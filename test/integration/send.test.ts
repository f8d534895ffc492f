import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { quoteSendAction, quoteSendFormAction, sendToRecipientAction } from '@/actions/send';
import { getDb } from '@/lib/db/client';
import { orders, recipients, templates } from '@/lib/db/schema';
import { pickAddress } from '../support/addresses';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let templateId: string;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada);
  actAs(ada, '/campaigns');
});
afterEach(() => storage.cleanup());

async function campaign(type: 'single' | 'neighbor' = 'single', neighbor_count = 10) {
  const result = await createCampaignAction({
    name: 'Open house',
    templateId,
    type,
    demographics: 'all',
    neighbor_count,
    include_condo: false,
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

describe('Confirm Order (quote)', () => {
  it('shows the back with this recipient’s values and the exact single-send price', async () => {
    const campaignId = await campaign();
    const result = await quoteSendAction({ campaignId, recipientName: 'Jane Doe', customValues: {} });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.price).toMatchObject({ postcardCount: 1, postcardCents: 125, lookupCents: 0, totalCents: 125 });
    expect(result.data.campaignType).toBe('single');
    expect(result.data.warnings).toEqual([]);
    const back = Buffer.from(result.data.backPreview.split(',')[1], 'base64');
    expect(await sharp(back).metadata()).toMatchObject({ format: 'jpeg', width: 1050 });
  });

  it('prices a neighbor campaign with the lookups', async () => {
    const campaignId = await campaign('neighbor', 40);
    const result = await quoteSendAction({ campaignId, recipientName: 'Target', customValues: {} });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.price).toMatchObject({ postcardCents: 40 * 125, lookupCents: 40 * 5, totalCents: 5200 });
  });

  it('flags what would print wrong: an empty custom value, a message too long for the card', async () => {
    await getDb()
      .update(templates)
      .set({
        message: `Hi {{recipient_name}}, your code is {{code}}. ${'So much to say. '.repeat(200)}`,
        custom_values: [
          { id: 'recipient_name', name: 'Recipient Name', defaultValue: '' },
          { id: 'code', name: 'Offer code', defaultValue: '' },
        ],
      })
      .where(eq(templates.id, templateId));
    const campaignId = await campaign();
    const result = await quoteSendAction({ campaignId, recipientName: 'Jane', customValues: { code: ' ' } });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.warnings).toEqual([
      '"Offer code" is empty: the card would print nothing in its place.',
      'The message is too long for a 4x6 card: its end would be cut off.',
    ]);
  });

  it('needs a recipient name, and the caller’s own campaign', async () => {
    const campaignId = await campaign();
    expect(await quoteSendAction({ campaignId, recipientName: ' ', customValues: {} })).toEqual({
      ok: false,
      error: 'Recipient name is required',
    });
    const bob = await signUpUser('bob@example.com');
    actAs(bob);
    expect(await quoteSendAction({ campaignId, recipientName: 'Bob', customValues: {} })).toEqual({
      ok: false,
      error: 'Campaign not found',
    });
  });
});

describe('The recipient form (<form action>)', () => {
  const post = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return quoteSendFormAction({ status: 'idle' }, data);
  };
  const springfield = {
    'address.street_number': '123',
    'address.route': 'Main St',
    'address.locality': 'Springfield',
    'address.administrative_area_level_1': 'IL',
    'address.postal_code': '62701',
  };

  it('answers every field error at once, each under its field, and quotes nothing', async () => {
    const campaignId = await campaign();
    expect(
      await post({ campaignId, recipientName: ' ', address: '123 ma', 'customValues.code': 'x'.repeat(201) }),
    ).toMatchObject({
      status: 'error',
      fieldErrors: {
        recipientName: ['Recipient name is required'],
        address: ['Please validate the address before submitting'],
        'customValues.code': [expect.any(String)],
      },
    });
  });

  it('quotes a picked address with the custom values as typed; the server’s refusals are the form’s error', async () => {
    const campaignId = await campaign();
    const quoted = await post({ campaignId, recipientName: 'Jane Doe', address: '123 Main St', ...springfield });
    expect(quoted).toMatchObject({ status: 'success', data: { price: { postcardCount: 1, totalCents: 125 } } });
    const bob = await signUpUser('bob@example.com');
    actAs(bob);
    expect(await post({ campaignId, recipientName: 'Bob', ...springfield })).toMatchObject({
      status: 'error',
      error: 'Campaign not found',
    });
  });
});

describe('Submit (send to a recipient)', () => {
  it('creates exactly one recipient and one pending order, priced on the server', async () => {
    const campaignId = await campaign();
    const pick = await pickAddress();
    const result = await sendToRecipientAction({
      campaignId,
      recipientName: 'Jane Doe',
      ...pick,
      customValues: { bogus: 'x' },
    });
    expect(result.ok).toBe(true);
    const [recipient] = await getDb().select().from(recipients);
    expect(recipient).toMatchObject({
      campaign_id: campaignId,
      user_id: ada.id,
      name: 'Jane Doe',
      is_neighbor: false,
      custom_values: {},
      address: {
        street_number: '123',
        route: 'Main St',
        locality: 'Springfield',
        administrative_area_level_1: 'IL',
        postal_code: '62701',
      },
    });
    const rows = await getDb().select().from(orders);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipient_id: recipient.id,
      status: 'pending',
      cost: 125,
      cost_breakdown: { postcard_cost: 125, lookup_cost: 0 },
      attempts: 0,
    });
  });

  it('refuses an address that does not resolve, and writes nothing', async () => {
    const campaignId = await campaign();
    const pick = await pickAddress('0 main st springfield il');
    expect(await sendToRecipientAction({ campaignId, recipientName: 'Jane', ...pick, customValues: {} })).toEqual({
      ok: false,
      error: 'Please enter a valid US address',
    });
    const timeout = await pickAddress('123 main st timeout, springfield il');
    expect(await sendToRecipientAction({ campaignId, recipientName: 'Jane', ...timeout, customValues: {} })).toEqual({
      ok: false,
      error: 'Failed to validate address',
    });
    expect(await getDb().select().from(recipients)).toEqual([]);
    expect(await getDb().select().from(orders)).toEqual([]);
  });

  it('B cannot send through A’s campaign (tenant isolation)', async () => {
    const campaignId = await campaign();
    const bob = await signUpUser('bob@example.com');
    actAs(bob);
    const pick = await pickAddress();
    expect(await sendToRecipientAction({ campaignId, recipientName: 'Bob', ...pick, customValues: {} })).toEqual({
      ok: false,
      error: 'Campaign not found',
    });
    expect(await getDb().select().from(orders)).toEqual([]);
  });
});
