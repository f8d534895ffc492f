import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { suggestAddressesAction } from '@/actions/addresses';
import { createCampaignAction } from '@/actions/campaigns';
import { confirmBulkSendAction, previewBulkSendAction, previewBulkSendFormAction } from '@/actions/bulk-send';
import { rowErrorText } from '@/lib/bulk/row-error';
import { guessColumnMapping, parseRecipientsCsv, projectRows } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { addressLookupLimits, bulkPreviews, orders, recipients, templates } from '@/lib/db/schema';
import { countInWindow } from '@/lib/rate-limit/count-in-window';
import { failInsertsInto } from '../support/fail-inserts';
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
  await getDb()
    .update(templates)
    .set({
      custom_values: [
        { id: 'recipient_name', name: 'Recipient Name', defaultValue: '' },
        { id: 'agent', name: 'Agent Name', defaultValue: 'Sam' },
      ],
    })
    .where(eq(templates.id, templateId));
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

/** A CSV as the browser reads it: parsed, and mapped by the guess the mapping step starts from. */
function csv(campaignId: string, ...lines: string[]) {
  const parsed = parseRecipientsCsv(['Name,Address,City,State,ZIP,Agent Name', ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  const mapping = guessColumnMapping(parsed.headers, [{ id: 'agent', name: 'Agent Name', defaultValue: '' }]);
  return { campaignId, rows: parsed.rows, mapping };
}

const GOOD = 'Jane Doe,123 Main St,Springfield,IL,62704,Pat';
const GOOD_2 = 'Bob Roe,1 Beacon St,Boston,MA,2108,';
const WRONG_ZIP = 'Ann Lee,5 Oak Rd,Springfield,IL,90210,'; // 90210 is Beverly Hills
const NO_NAME = ',9 Elm St,Springfield,IL,62701,';
const OUTAGE = 'Cy Fox,12 Outage St,Springfield,IL,62701,';

describe('Bulk Send preview', () => {
  it('validates every row and prices the valid ones as single sends', async () => {
    const campaignId = await campaign();
    const result = await previewBulkSendAction(csv(campaignId, GOOD, WRONG_ZIP, NO_NAME, OUTAGE, GOOD_2));
    if (!result.ok) throw new Error(result.error);
    const { rows, ...totals } = result.data;
    expect(rows.map((r) => [r.index, r.name, r.address?.formatted_address ?? r.error, r.costCents])).toEqual([
      [0, 'Jane Doe', '123 Main St, Springfield, IL 62704', 125],
      [1, 'Ann Lee', 'Please enter a valid US address', null],
      [2, '', 'Recipient name is required', null],
      [3, 'Cy Fox', 'Failed to validate address', null],
      [4, 'Bob Roe', '1 Beacon St, Boston, MA 02108', 125],
    ]);
    expect(totals).toMatchObject({ validCount: 2, errorCount: 3, totalCents: 250, price: { totalCents: 125 } });
    // Beside the spec's message, which part of the address failed (shown and downloaded with it).
    expect(rows[1].reason).toBe('ZIP 90210 is not in Springfield, IL');
    expect(rowErrorText(rows[1])).toBe('Please enter a valid US address (ZIP 90210 is not in Springfield, IL)');
    expect(rows.filter((r) => r.reason)).toHaveLength(1);
    expect(rowErrorText(rows[2])).toBe('Recipient name is required');
    expect(await getDb().select().from(recipients)).toEqual([]);
  });

  it('prices each row of a neighbor campaign with its lookups', async () => {
    const campaignId = await campaign('neighbor', 20);
    const result = await previewBulkSendAction(csv(campaignId, GOOD, GOOD_2));
    if (!result.ok) throw new Error(result.error);
    expect(result.data.price).toMatchObject({ postcardCents: 20 * 125, lookupCents: 20 * 5, totalCents: 2600 });
    expect(result.data.totalCents).toBe(5200);
  });

  it('refuses more than 500 rows and over-long cells before any lookup', async () => {
    const campaignId = await campaign();
    const input = csv(campaignId, GOOD);
    expect(await previewBulkSendAction({ ...input, rows: Array(501).fill(input.rows[0]) })).toEqual({
      ok: false,
      error: 'A CSV can have at most 500 recipients. Split the file and upload it in parts.',
    });
    expect(await previewBulkSendAction({ ...input, rows: [['x'.repeat(301)]] })).toEqual({
      ok: false,
      error: 'A CSV cell can have at most 300 characters.',
    });
  });
});

describe('Check rows (<form action>)', () => {
  const post = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return previewBulkSendFormAction({ status: 'idle' }, data);
  };
  const mapped = (input: ReturnType<typeof csv>) => JSON.stringify(projectRows(input.rows, input.mapping));

  it('says beside each field what is missing, all at once, and looks nothing up', async () => {
    const file = csv('', GOOD);
    expect(
      await post({ campaignId: '', mappedRows: mapped(file), 'column.name': '', 'column.zip': '', 'column.city': '2' }),
    ).toMatchObject({
      status: 'error',
      fieldErrors: {
        campaignId: ['Choose the campaign to send these postcards on.'],
        'column.name': ['Choose a column for Name, Address, City, State and ZIP.'],
        'column.zip': ['Choose a column for Name, Address, City, State and ZIP.'],
      },
    });
    expect(await post({ campaignId: await campaign(), mappedRows: '' })).toMatchObject({
      fieldErrors: { mappedRows: ['This CSV has no recipient rows. Add one row per recipient below the header row.'] },
    });
    expect(await getDb().select().from(bulkPreviews)).toEqual([]);
  });

  it('previews the posted rows; what only the rows can tell is the form’s error', async () => {
    const campaignId = await campaign();
    const checked = await post({ campaignId, mappedRows: mapped(csv(campaignId, GOOD, NO_NAME)) });
    expect(checked).toMatchObject({ status: 'success', data: { validCount: 1, errorCount: 1 } });

    const unmapped = csv(campaignId, GOOD);
    unmapped.mapping.fields.zip = null;
    expect(await post({ campaignId, mappedRows: mapped(unmapped) })).toMatchObject({
      status: 'error',
      error: 'Choose a column for Name, Address, City, State and ZIP.',
    });
    const tooLong = csv(campaignId, GOOD);
    tooLong.rows[0][0] = 'x'.repeat(301);
    expect(await post({ campaignId, mappedRows: mapped(tooLong) })).toMatchObject({
      status: 'error',
      error: 'A CSV cell can have at most 300 characters.',
    });
  });
});

describe('Bulk Send confirm', () => {
  it('creates exactly the valid rows’ recipients and pending orders, and skips the rest', async () => {
    const campaignId = await campaign();
    const result = await confirmBulkSendAction(csv(campaignId, GOOD, WRONG_ZIP, GOOD_2));
    expect(result).toMatchObject({ ok: true, data: { created: 2, skipped: 1 } });

    const saved = await getDb().select().from(recipients).orderBy(recipients.name);
    expect(
      saved.map((r) => [r.name, r.address.formatted_address, r.custom_values, r.is_neighbor, r.campaign_id, r.user_id]),
    ).toEqual([
      ['Bob Roe', '1 Beacon St, Boston, MA 02108', {}, false, campaignId, ada.id],
      ['Jane Doe', '123 Main St, Springfield, IL 62704', { agent: 'Pat' }, false, campaignId, ada.id],
    ]);
    const placed = await getDb().select().from(orders);
    expect(placed).toHaveLength(2);
    expect(new Set(placed.map((o) => o.recipient_id))).toEqual(new Set(saved.map((r) => r.id)));
    for (const order of placed) {
      expect(order).toMatchObject({
        campaign_id: campaignId,
        user_id: ada.id,
        status: 'pending',
        cost: 125,
        cost_breakdown: { postcard_cost: 125, lookup_cost: 0 },
        attempts: 0,
      });
    }
  });

  it('writes nothing when no row is valid', async () => {
    const campaignId = await campaign();
    expect(await confirmBulkSendAction(csv(campaignId, WRONG_ZIP, NO_NAME))).toEqual({
      ok: false,
      error: 'No valid rows to send.',
    });
    expect(await confirmBulkSendAction({ ...csv(campaignId, GOOD), rows: [] })).toEqual({
      ok: false,
      error: 'No valid rows to send.',
    });
    expect(await getDb().select().from(recipients)).toEqual([]);
    expect(await getDb().select().from(orders)).toEqual([]);
  });

  it('writes nothing when an insert fails part-way (all or nothing)', async () => {
    const campaignId = await campaign();
    // Recipients go in first; the orders after them fail, so the recipients must be rolled back.
    const restore = await failInsertsInto('orders_table');
    try {
      expect(await confirmBulkSendAction(csv(campaignId, GOOD, GOOD_2))).toEqual({
        ok: false,
        error: 'Failed to submit order',
      });
    } finally {
      await restore();
    }
    expect(await getDb().select().from(recipients)).toEqual([]);
    expect(await getDb().select().from(orders)).toEqual([]);
  });

  it('B cannot preview or send through A’s campaign', async () => {
    const campaignId = await campaign();
    const bob = await signUpUser('bob@example.com');
    actAs(bob, '/campaigns');
    const notFound = { ok: false, error: 'Campaign not found' };
    expect(await previewBulkSendAction(csv(campaignId, GOOD))).toEqual(notFound);
    expect(await confirmBulkSendAction(csv(campaignId, GOOD))).toEqual(notFound);
    expect(await confirmBulkSendAction(csv('not-a-uuid', GOOD))).toEqual(notFound);
    expect(await getDb().select().from(orders)).toEqual([]);
  });
});

describe('the confirm reuses the preview’s lookups', () => {
  const spent = async () =>
    (
      await getDb()
        .select({ count: addressLookupLimits.count })
        .from(addressLookupLimits)
        .where(eq(addressLookupLimits.user_id, ada.id))
    ).reduce((sum, row) => sum + row.count, 0);

  it('asks the maps service only for rows that changed, and again for a lookup that failed', async () => {
    const campaignId = await campaign();
    const file = csv(campaignId, GOOD, GOOD_2, WRONG_ZIP, OUTAGE, NO_NAME);
    const preview = await previewBulkSendAction(file);
    if (!preview.ok) throw new Error(preview.error);
    // One lookup per address; the row without a name needs none.
    expect(await spent()).toBe(4);

    // Unchanged rows reuse what the preview found; the outage is asked again.
    expect(await confirmBulkSendAction({ ...file, previewId: preview.data.previewId })).toMatchObject({
      ok: true,
      data: { created: 2, skipped: 3 },
    });
    expect(await spent()).toBe(5);
    expect(await getDb().select().from(bulkPreviews)).toEqual([]);
  });

  it('looks a row up again when its address changed, and everything up again without a usable preview', async () => {
    const campaignId = await campaign();
    const preview = await previewBulkSendAction(csv(campaignId, GOOD, GOOD_2));
    if (!preview.ok) throw new Error(preview.error);
    expect(await spent()).toBe(2);
    const changed = csv(campaignId, GOOD, 'Bob Roe,2 Beacon St,Boston,MA,2108,');
    expect(await confirmBulkSendAction({ ...changed, previewId: preview.data.previewId })).toMatchObject({
      ok: true,
      data: { created: 2, skipped: 0 },
    });
    expect(await spent()).toBe(3);
    // Another user's preview id (or none) serves nothing. (The row was mailed just now: sent anyway.)
    const again = {
      ...csv(campaignId, GOOD),
      previewId: '00000000-0000-4000-8000-000000000000',
      recent: 'send' as const,
    };
    expect(await confirmBulkSendAction(again)).toMatchObject({ ok: true });
    expect(await spent()).toBe(4);
  });
});

describe('address lookups are limited per user', () => {
  it('refuses a check that would go over the minute’s lookups, with when to try again, and keeps others’ counts apart', async () => {
    const campaignId = await campaign();
    // 1,199 lookups already spent this minute (a typing spree, or two big files).
    await countInWindow('address_lookup_limits', ada.id, 60, 1199);
    const result = await previewBulkSendAction(csv(campaignId, GOOD, GOOD_2));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(
      /^Too many address lookups: the limit is 1,200 a minute\. Try again in \d+ seconds?\.$/,
    );
    // Nothing was written, and the typing fields say the same.
    expect(await getDb().select().from(recipients)).toEqual([]);
    expect(await suggestAddressesAction({ query: '123 main st', sessionToken: 'tok' })).toEqual({
      ok: false,
      error: result.error,
    });

    // Another user's minute is their own.
    const bob = await signUpUser('bob@example.com');
    actAs(bob, '/campaigns');
    const suggestions = await suggestAddressesAction({ query: '123 main st springfield il', sessionToken: 'tok' });
    expect(suggestions.ok).toBe(true);
  });

  it('counts nothing for a query too short to look up', async () => {
    await countInWindow('address_lookup_limits', ada.id, 60, 1200);
    expect(await suggestAddressesAction({ query: 'ab', sessionToken: 'tok' })).toEqual({ ok: true, data: [] });
  });
});
