import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { quoteSendAction, sendToRecipientAction } from '@/actions/send';
import { setEnvForTests } from '@/lib/env';
import { switchToPro } from '../support/plans';
import { pickAddress } from '../support/addresses';
import { fund, ledgerOf, orderRow, runPipeline } from '../support/orders';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, giveReturnAddress, signUpUser, type TestUser } from '../support/users';

// The price Confirm Order shows is the price the pipeline charges, for every kind of send.

const DEFAULT_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };
let ada: TestUser;
let storage: ReturnType<typeof useTempStorage>;
let templateId: string;

beforeEach(async () => {
  storage = useTempStorage();
  // After the storage folder is set: postcards are mailed at once, so the pipeline settles.
  setEnvForTests({ ...DEFAULT_ENV, INKPOST_DATA_DIR: storage.dir, SANDBOX_POSTCARD_DELAY_MS: '0' });
  ada = await signUpUser('ada@example.com');
  await giveReturnAddress(ada);
  templateId = await createTemplate(ada, '6x9');
  await fund(ada, 50_000);
});
afterEach(() => {
  storage.cleanup();
  setEnvForTests(DEFAULT_ENV);
});

async function quoteThenSend(type: 'single' | 'neighbor', neighbor_count = 10) {
  actAs(ada, '/campaigns');
  const campaign = await createCampaignAction({
    name: 'Open house',
    templateId,
    type,
    demographics: 'all',
    neighbor_count,
    include_condo: false,
  });
  if (!campaign.ok) throw new Error(campaign.error);
  const quote = await quoteSendAction({ campaignId: campaign.data.id, recipientName: 'Jane Doe', customValues: {} });
  if (!quote.ok) throw new Error(quote.error);
  const sent = await sendToRecipientAction({
    campaignId: campaign.data.id,
    recipientName: 'Jane Doe',
    ...(await pickAddress()),
    customValues: {},
  });
  if (!sent.ok) throw new Error(sent.error);
  await runPipeline();
  return {
    shown: quote.data.price,
    order: await orderRow(sent.data.orderId),
    ledger: await ledgerOf(sent.data.orderId),
  };
}

describe('prices shown are prices charged', () => {
  it('for a single send on Free', async () => {
    const { shown, order, ledger } = await quoteThenSend('single');
    expect(shown.totalCents).toBe(165);
    expect(order).toMatchObject({ status: 'completed', cost: shown.totalCents });
    expect(ledger.map((t) => t.amount)).toEqual([-shown.totalCents]);
  });

  it('for a neighbor send, lookups included', async () => {
    const { shown, ledger } = await quoteThenSend('neighbor', 30);
    expect(shown).toMatchObject({ postcardCents: 30 * 165, lookupCents: 30 * 5 });
    expect(ledger[0]).toMatchObject({
      amount: -shown.totalCents,
      metadata: { cost_breakdown: { postcard_cost: shown.postcardCents, lookup_cost: shown.lookupCents } },
    });
  });

  it('for a single send on Pro, 20% less', async () => {
    await switchToPro(ada.id);
    const { shown, ledger } = await quoteThenSend('single');
    expect(shown.totalCents).toBe(132);
    expect(ledger.map((t) => t.amount)).toEqual([-132]);
  });
});
