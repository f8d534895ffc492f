import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmBulkSendAction, previewBulkSendAction } from '@/actions/bulk-send';
import { csvTemplate, guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { orders, recipients, sandboxPostcardOrders } from '@/lib/db/schema';
import { renderOrderCard } from '@/lib/orders/render-order-card';
import { sendCardsCsv } from '@/lib/sends/send-cards-csv';
import { renderBack } from '@/lib/templates/render-back';
import { ADDRESS_2_MESSAGES } from '@/lib/validation/address-line-2';
import { fund, runPipeline } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createSingleSendCampaign } from '../support/templates';
import { giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// Issue 35 for Bulk Send: a unit column maps to line 2 (optional), each row's unit rides onto
// its card and the provider's request, and units of one building are different addresses.

vi.mock('@/lib/templates/render-back', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/templates/render-back')>();
  return { ...actual, renderBack: vi.fn(actual.renderBack) };
});

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let campaignId: string;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  campaignId = await createSingleSendCampaign(ada);
  await fund(ada, 5_000);
});
afterEach(() => storage.cleanup());

/** A CSV as the browser reads it, mapped by the guess the mapping step starts from. */
function csv(header: string, ...lines: string[]) {
  const parsed = parseRecipientsCsv([header, ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  return { campaignId, rows: parsed.rows, mapping: guessColumnMapping(parsed.headers, []) };
}

const HEADER = 'Name,Address,Unit,City,State,ZIP';
const APT_4B = 'Jane Doe,123 Main St,Apt 4B,Springfield,IL,62704';
const APT_5C = 'Bob Roe,123 Main St,Apt 5C,Springfield,IL,62704';

describe('Bulk Send with a unit column', () => {
  it('maps the column by its usual names; the template has it; a file without one still maps', () => {
    for (const name of ['Unit', 'Apt', 'Address 2', 'Address line 2', 'Suite', '"Apartment, suite, unit"']) {
      const { mapping } = csv(`Name,Address,${name},City,State,ZIP`, APT_4B);
      expect(mapping.fields, name).toMatchObject({ address_1: 1, address_2: 2, city: 3 });
    }
    expect(
      csv('Name,Address,City,State,ZIP', 'Jane,1 Main St,Springfield,IL,62704').mapping.fields.address_2,
    ).toBeNull();
    const template = csvTemplate([]);
    expect(template.split('\n')[0]).toContain('"Apartment, suite, unit"');
    const parsed = parseRecipientsCsv(template);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(guessColumnMapping(parsed.headers, []).fields.address_2).toBe(2);
  });

  it("refuses a row's unit too long or with control characters on its row, and sends the rest", async () => {
    const input = csv(HEADER, APT_4B, `Ann Lee,123 Main St,${'x'.repeat(65)},Springfield,IL,62704`);
    input.rows.push(['Cy Fox', '123 Main St', 'Apt\u00074', 'Springfield', 'IL', '62704']);
    const preview = await previewBulkSendAction(input);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data.rows.map((r) => r.error ?? r.address2)).toEqual([
      'Apt 4B',
      ADDRESS_2_MESSAGES.tooLong,
      ADDRESS_2_MESSAGES.unprintable,
    ]);
    const sent = await confirmBulkSendAction({ ...input, previewId: preview.data.previewId });
    if (!sent.ok) throw new Error(sent.error);
    expect(sent.data).toMatchObject({ created: 1, skipped: 2 });
  });

  it('puts each unit on its card back, its order, the send CSV and the provider request; units are different addresses', async () => {
    const input = csv(HEADER, APT_4B, APT_5C);
    const preview = await previewBulkSendAction(input);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.data).toMatchObject({ validCount: 2, recentCount: 0 });
    const sent = await confirmBulkSendAction({ ...input, previewId: preview.data.previewId });
    if (!sent.ok) throw new Error(sent.error);
    const rows = await getDb().select({ name: recipients.name, unit: recipients.address_2 }).from(recipients);
    expect(rows.map((r) => [r.name, r.unit]).sort()).toEqual([
      ['Bob Roe', 'Apt 5C'],
      ['Jane Doe', 'Apt 4B'],
    ]);
    const placed = await getDb().select({ id: orders.id }).from(orders);
    await renderOrderCard(ada.id, placed[0].id);
    const drawn = vi.mocked(renderBack).mock.calls.at(-1)?.[2]?.addressSide?.recipient;
    expect(drawn?.[2]).toMatch(/^Apt (4B|5C)$/);

    const text = await new Response(sendCardsCsv(ada.id, sent.data.sendId)).text();
    expect(text).toContain('"123 Main St, Apt 4B, Springfield, IL 62704"');

    await runPipeline();
    const requests = await getDb()
      .select({ request: sandboxPostcardOrders.request })
      .from(sandboxPostcardOrders)
      .where(
        inArray(
          sandboxPostcardOrders.reference,
          placed.map((o) => o.id),
        ),
      );
    const units = requests.map((r) => (r.request as { recipients: { address2?: string }[] }).recipients[0].address2);
    expect(units.sort()).toEqual(['Apt 4B', 'Apt 5C']);

    // Again with a third unit: only the two mailed ones are repeats.
    const again = await previewBulkSendAction(
      csv(HEADER, APT_4B, APT_5C, 'Cy Fox,123 Main St,Apt 6D,Springfield,IL,62704'),
    );
    if (!again.ok) throw new Error(again.error);
    expect(again.data.rows.map((r) => r.recentlyMailed)).toEqual([true, true, false]);
  });
});
