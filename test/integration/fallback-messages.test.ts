import { sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBillingPortalAction } from '@/actions/account';
import { createCampaignAction, updateCampaignAction } from '@/actions/campaigns';
import { quoteSendAction, sendToRecipientAction } from '@/actions/send';
import { createTemplateAction, deleteTemplateAction, updateTemplateAction } from '@/actions/templates';
import { getDb } from '@/lib/db/client';
import { setEnvForTests } from '@/lib/env';
import { planPricing, profiles } from '@/lib/db/schema';
import { pickAddress } from '../support/addresses';
import { failWritesTo } from '../support/fail-inserts';
import { mswServer } from '../support/msw';
import { useTempStorage } from '../support/storage';
import { createTemplate, templateInput } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// When the store fails under an action, the user gets the spec's message for that action
// (spec section 8) and nothing half-written. The failures are real database errors.

let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let templateId: string;

beforeEach(async () => {
  storage = useTempStorage();
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada);
  actAs(ada);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  storage.cleanup();
  vi.restoreAllMocks();
});

async function during<T>(
  table: string,
  ops: Array<'insert' | 'update' | 'delete'>,
  work: () => Promise<T>,
): Promise<T> {
  const restore = await failWritesTo(table, 'disk full', ops);
  try {
    return await work();
  } finally {
    await restore();
  }
}

const campaignFields = {
  name: 'Notes',
  templateId: '',
  type: 'single' as const,
  demographics: 'all' as const,
  neighbor_count: 10,
  include_condo: false,
};

describe('spec messages when the store fails', () => {
  it('templates: save, update, delete', async () => {
    const input = await templateInput(ada);
    actAs(ada);
    expect(await during('templates', ['insert'], () => createTemplateAction(input))).toEqual({
      ok: false,
      error: 'Failed to save template',
    });
    expect(await during('templates', ['update'], () => updateTemplateAction({ ...input, id: templateId }))).toEqual({
      ok: false,
      error: 'Failed to update template',
    });
    expect(await during('templates', ['delete'], () => deleteTemplateAction({ id: templateId }))).toEqual({
      ok: false,
      error: 'Failed to delete template. Please try again.',
    });
  });

  it('campaigns: create, update, and a template check that cannot run', async () => {
    const fields = { ...campaignFields, templateId };
    expect(await during('campaigns', ['insert'], () => createCampaignAction(fields))).toEqual({
      ok: false,
      error: 'Failed to create campaign',
    });
    const created = await createCampaignAction(fields);
    if (!created.ok) throw new Error(created.error);
    expect(
      await during('campaigns', ['update'], () => updateCampaignAction({ ...fields, id: created.data.id })),
    ).toEqual({
      ok: false,
      error: 'Failed to update campaign',
    });
    // The template check's read fails while the table is away.
    await getDb().execute(sql`alter table templates rename to templates_away`);
    try {
      expect(await createCampaignAction(fields)).toEqual({ ok: false, error: 'Failed to validate template' });
    } finally {
      await getDb().execute(sql`alter table templates_away rename to templates`);
    }
  });

  it('send: pricing that cannot be computed, an order that cannot be written', async () => {
    const created = await createCampaignAction({ ...campaignFields, templateId });
    if (!created.ok) throw new Error(created.error);
    const pick = await pickAddress();
    expect(
      await during('orders_table', ['insert'], () =>
        sendToRecipientAction({ campaignId: created.data.id, recipientName: 'Jane', ...pick, customValues: {} }),
      ),
    ).toEqual({ ok: false, error: 'Failed to submit order' });
    const recipients = await getDb().execute(sql`select count(*)::int as n from recipients`);
    expect((recipients as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);

    await getDb().delete(planPricing);
    expect(await quoteSendAction({ campaignId: created.data.id, recipientName: 'Jane', customValues: {} })).toEqual({
      ok: false,
      error: 'Failed to calculate pricing. Please try again.',
    });
  });

  it('billing portal: the payment provider refuses', async () => {
    setEnvForTests({
      ADMIN_EMAIL: 'admin@inkpost.test',
      APP_URL: 'http://localhost:3000',
      INKPOST_DATA_DIR: storage.dir,
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
    mswServer.use(
      http.post('https://api.stripe.com/v1/billing_portal/sessions', () =>
        HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'No configuration provided' } },
          { status: 400 },
        ),
      ),
    );
    try {
      expect(await openBillingPortalAction(undefined)).toEqual({ ok: false, error: 'Failed to open customer portal' });
    } finally {
      setEnvForTests({
        ADMIN_EMAIL: 'admin@inkpost.test',
        APP_URL: 'http://localhost:3000',
        INKPOST_DATA_DIR: storage.dir,
        STRIPE_SECRET_KEY: undefined,
      });
    }
  });

  it('billing portal: a profile without a payment customer', async () => {
    await getDb().update(profiles).set({ stripe_customer_id: null });
    expect(await openBillingPortalAction(undefined)).toEqual({ ok: false, error: 'No Stripe customer ID found' });
  });
});
