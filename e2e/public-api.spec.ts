import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { signUp } from './support/helpers';
import { createTemplateViaUi } from './support/templates';
import {
  becomePro,
  createApiKey,
  addSingleCampaign,
  orderRow,
  openOrders,
  saveReturnAddress,
  whenHydrated,
} from './support/orders';

const KEY_NOT_FOUND = 'API key not found. Please generate an API key in your profile settings.';

/** Profile → Integrations → Regenerate API key; returns the new key shown once. */
async function regenerateKey(page: Page): Promise<string> {
  await page.goto('/profile?tab=integrations');
  await (await whenHydrated(page.getByRole('button', { name: 'Regenerate API key' }))).click();
  await page
    .getByRole('alertdialog', { name: 'Regenerate API key?' })
    .getByRole('button', { name: 'Regenerate API key' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const key = await dialog.getByLabel('New key').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return key;
}

// The `request` fixture is a plain HTTP client: no browser, no session cookie, only the key.
test('a Pro user sends a postcard from their own code with the API key', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await signUp(page);
  await becomePro(page);
  // No return address yet (createSingleCampaign would save one): the API's refusal is shown below.
  await createTemplateViaUi(page, 'API mailer card', 'Hi {{recipient_name}}, thanks for stopping by!');
  await addSingleCampaign(page, 'API mailer', 'API mailer card');
  const key = await createApiKey(page);
  const headers = { 'x-api-key': key };

  const me = await request.get('/api/v1/me', { headers });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email });

  const campaigns = await (await request.get('/api/v1/campaigns', { headers })).json();
  const campaign = campaigns.data.find((c: { name: string }) => c.name === 'API mailer');
  expect(campaign).toBeTruthy();

  const orderBody = {
    campaign_id: campaign.id,
    recipient_name: 'Api Recipient',
    recipient_address_1: '123 Main St',
    recipient_city: 'Springfield',
    recipient_state: 'IL',
    recipient_zip: '62701',
  };
  // Without a return address the API names it and places nothing.
  const refusedOrder = await request.post('/api/v1/orders', { headers, data: orderBody });
  expect(refusedOrder.status()).toBe(422);
  expect((await refusedOrder.json()).error).toBe('return_address_required');
  await saveReturnAddress(page);

  const created = await request.post('/api/v1/orders', { headers, data: orderBody });
  expect(created.status()).toBe(201);
  const order = await created.json();
  expect(order).toMatchObject({ status: 'pending', cost: '1.00' }); // 4x6 at the Pro price

  // The order is the app's like any other: it shows on the Orders page.
  await openOrders(page, 'all');
  await expect(orderRow(page, 'Api Recipient')).toBeVisible();
  expect((await request.get(`/api/v1/orders/${order.id}`, { headers })).status()).toBe(200);

  // No key, a wrong key, and the key once regenerated: refused with the spec text.
  for (const badHeaders of [{}, { 'x-api-key': 'pk_0000' }] as Array<Record<string, string>>) {
    const refused = await request.get('/api/v1/me', { headers: badHeaders });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: expect.any(String), message: KEY_NOT_FOUND });
  }
  const newKey = await regenerateKey(page);
  expect((await request.get('/api/v1/me', { headers })).status()).toBe(401);
  expect((await request.get('/api/v1/me', { headers: { 'x-api-key': newKey } })).status()).toBe(200);

  const openapi = await request.get('/api/v1/openapi.json');
  expect(openapi.status()).toBe(200);
  expect((await openapi.json()).openapi).toMatch(/^3\.1/);
});
