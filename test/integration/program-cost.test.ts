import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previewBulkSendAction } from '@/actions/bulk-send';
import { createCampaignAction } from '@/actions/campaigns';
import { createListAction, importContactsAction, quoteListSendAction } from '@/actions/contacts';
import { quoteSendAction } from '@/actions/send';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { getDb } from '@/lib/db/client';
import { campaigns } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { programForSend } from '@/lib/follow-ups/follow-up-program';
import { programLines } from '@/lib/follow-ups/program-lines';
import { setCampaignPaused } from '@/lib/follow-ups/set-campaign-paused';
import { setClockForTests } from '@/lib/time/clock';
import { switchToPro } from '../support/plans';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// What a campaign's follow-up steps may mail and cost, as the send dialogs' quotes carry it
// (issue 34, point 3), priced as the worker will price the steps' orders.

const APP_URL = 'http://localhost:3000';
let ada: TestUser;
let templateId: string;
let bigTemplateId: string;
let storage: ReturnType<typeof useTempStorage>;

beforeEach(async () => {
  setClockForTests(new Date('2026-11-27T10:00:00Z'));
  storage = useTempStorage();
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL, INKPOST_DATA_DIR: storage.dir });
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada);
  bigTemplateId = await createTemplate(ada, '6x9');
});
afterEach(() => {
  setClockForTests(null);
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL });
  storage.cleanup();
});

type Audience = 'non_responders' | 'responders' | 'everyone';
type Step = { templateId: string; days: number; audience: Audience };

const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

async function newCampaign(steps: Step[], type: 'single' | 'neighbor' = 'single') {
  actAs(ada, '/campaigns');
  return ok(
    await createCampaignAction({
      name: 'Just Sold Oak St',
      templateId,
      type,
      demographics: 'all',
      neighbor_count: 10,
      include_condo: false,
      response_url: 'example.com/oak',
      ...(steps.length ? { follow_up_steps: steps } : {}),
    }),
  ).id;
}

const quote = async (campaignId: string) =>
  ok(await quoteSendAction({ campaignId, recipientName: 'Jane Doe', customValues: {} }));

const TWO_STEPS = (): Step[] => [
  { templateId, days: 7, audience: 'non_responders' },
  { templateId: bigTemplateId, days: 14, audience: 'everyone' },
];

describe('the follow-up program of a send', () => {
  it('is empty on a campaign without steps: nothing is said', async () => {
    const campaignId = await newCampaign([]);
    expect((await quote(campaignId)).program).toEqual({ steps: [], paused: false });
  });

  it("prices each step at its own template's size on today's prices, its days counted from the card before", async () => {
    const campaignId = await newCampaign(TWO_STEPS());
    const { program, today } = await quote(campaignId);
    expect(today).toBe('2026-11-27');
    expect(program).toEqual({
      paused: false,
      steps: [
        { number: 1, audience: 'non_responders', afterDays: 7, unitCents: 125, reachable: true },
        // Step 2 comes 14 days after step 1's card: 21 after the first; a 6x9 card on Free.
        { number: 2, audience: 'everyone', afterDays: 21, unitCents: 165, reachable: true },
      ],
    });
    // 18 cards dated Mon, Nov 30.
    const sized = programForSend(program, 18, '2026-11-30');
    expect(sized.maxCents).toBe(18 * 125 + 18 * 165);
    expect(programLines(sized.steps, today)).toEqual([
      'Then step 1: up to 18 more cards on Mon, Dec 7, to whoever has not responded — up to $22.50, charged then.',
      'Then step 2: up to 18 more cards on Mon, Dec 21, to everyone, responded or not — up to $29.70, charged then.',
    ]);
  });

  it("follows the user's plan, as the step's charge will", async () => {
    const campaignId = await newCampaign(TWO_STEPS());
    await switchToPro(ada.id);
    expect((await quote(campaignId)).program.steps.map((s) => s.unitCents)).toEqual([100, 132]);
  });

  it('says a step mails nobody when only responders reach it and it wants non-responders', async () => {
    const campaignId = await newCampaign([
      { templateId, days: 7, audience: 'responders' },
      { templateId, days: 7, audience: 'non_responders' },
      { templateId, days: 7, audience: 'responders' },
    ]);
    const { program } = await quote(campaignId);
    expect(program.steps.map((s) => [s.audience, s.reachable])).toEqual([
      ['responders', true],
      ['non_responders', false],
      ['responders', false],
    ]);
    expect(programForSend(program, 5, '2026-11-27').maxCents).toBe(5 * 125);
  });

  it('says nothing on a neighbor campaign: the worker mails no step of a neighbor order', async () => {
    // The form and the API refuse steps on a neighbor campaign; a campaign switched to neighbor
    // without its steps list keeps them, and the worker skips them (decision 038).
    const campaignId = await newCampaign(TWO_STEPS());
    await getDb().update(campaigns).set({ type: 'neighbor', neighbor_count: 20 }).where(eq(campaigns.id, campaignId));
    const { program, price } = await quote(campaignId);
    expect(price.postcardCount).toBe(20);
    expect(program).toEqual({ steps: [], paused: false });
  });

  it('says when the campaign is paused', async () => {
    const campaignId = await newCampaign(TWO_STEPS());
    await setCampaignPaused(ada.id, campaignId, true);
    expect((await quote(campaignId)).program).toMatchObject({ paused: true, steps: [{ number: 1 }, { number: 2 }] });
  });

  it('comes with the Bulk Send preview and the list quote, which also shows the first contact’s card', async () => {
    const campaignId = await newCampaign(TWO_STEPS());
    const expected = (await quote(campaignId)).program;
    const parsed = parseRecipientsCsv(
      [
        'Name,Address,City,State,ZIP',
        'Jane Doe,123 Main St,Springfield,IL,62704',
        'Bob Roe,1 Beacon St,Boston,MA,2108',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const mapping = guessColumnMapping(parsed.headers, []);
    actAs(ada, '/campaigns');
    const preview = ok(await previewBulkSendAction({ campaignId, rows: parsed.rows, mapping }));
    expect(preview.program).toEqual(expected);

    actAs(ada, '/contacts');
    const listId = ok(await createListAction({ name: 'Sphere' })).id;
    // Imported one at a time: the send places the oldest first, and that one is the sample.
    ok(await importContactsAction({ listId, rows: [parsed.rows[0]], mapping }));
    ok(await importContactsAction({ listId, rows: [parsed.rows[1]], mapping }));
    const listQuote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(listQuote.program).toEqual(expected);
    expect(listQuote).toMatchObject({ count: 2, sampleName: 'Jane Doe' });
    expect(listQuote.frontImageUrl).toBeTruthy();
    expect(listQuote.backPreview).toMatch(/^data:image\/jpeg;base64,/);
  });
});
