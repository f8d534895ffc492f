import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { createListAction, importContactsFormAction, quoteListSendAction, sendToListAction } from '@/actions/contacts';
import { guessColumnMapping, parseRecipientsCsv } from '@/lib/bulk/parse-recipients-csv';
import { guessExtraColumns, importMapping, projectImport } from '@/lib/contacts/import-columns';
import { getDb } from '@/lib/db/client';
import { recipients, templates } from '@/lib/db/schema';
import { cardMessage } from '@/lib/orders/card-message';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
const ok = <T>(result: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.data;
};

const TEMPLATE_VALUES = [
  RECIPIENT_NAME,
  { id: 'first_name', name: 'First name', defaultValue: 'neighbor' },
  { id: 'agent', name: 'Agent', defaultValue: 'your agent' },
];

beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
});

describe('A custom value imported from a CSV column fills its placeholder on a list send', () => {
  it('fills {{first_name}} on each card, and names {{agent}}, which no contact fills, before the send', async () => {
    const templateId = await createTemplate(ada);
    await getDb()
      .update(templates)
      .set({ message: 'Hi {{first_name}}, {{agent}} says hello!', custom_values: TEMPLATE_VALUES })
      .where(eq(templates.id, templateId));
    actAs(ada, '/campaigns');
    const campaignId = ok(
      await createCampaignAction({
        name: 'Open house',
        templateId,
        type: 'single',
        demographics: 'all',
        neighbor_count: 10,
        include_condo: false,
      }),
    ).id;
    actAs(ada, '/contacts');
    const listId = ok(await createListAction({ name: 'Open house' })).id;
    const parsed = parseRecipientsCsv(
      [
        'First name,Name,Address,City,State,ZIP',
        'Jane,Jane Doe,123 Main St,Springfield,IL,62704',
        'Bob,Bob Roe,1 Beacon St,Boston,MA,02108',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const fields = guessColumnMapping(parsed.headers, []);
    const extras = guessExtraColumns(parsed.headers, fields);
    extras[0] = { kind: 'custom', key: 'first_name' };
    const data = new FormData();
    data.set('listId', listId);
    data.set('mappedRows', JSON.stringify(projectImport(parsed.headers, parsed.rows, importMapping(fields, extras))));
    expect(await importContactsFormAction({ status: 'idle' }, data)).toMatchObject({
      status: 'success',
      data: { added: 2 },
    });

    const quote = ok(await quoteListSendAction({ listId, campaignId }));
    expect(quote.unfilled).toEqual([{ placeholder: '{{agent}}', name: 'Agent', defaultValue: 'your agent' }]);
    ok(await sendToListAction({ listId, campaignId, token: quote.token }));
    const people = await getDb().select().from(recipients).where(eq(recipients.campaign_id, campaignId));
    const [template] = await getDb().select().from(templates).where(eq(templates.id, templateId));
    const cards = people.map((person) => cardMessage(template, 'single', person, null)).sort();
    expect(cards).toEqual(['Hi Bob, your agent says hello!', 'Hi Jane, your agent says hello!']);
  });
});
