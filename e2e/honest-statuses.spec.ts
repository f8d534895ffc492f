import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp } from './support/helpers';
import { createSingleCampaign, openOrders, orderRow, sendPostcard, whenHydrated } from './support/orders';

// Issue 33, point 4 (decision 042): a page for an id the user cannot see answers a real 404 with
// the not-found page, not a 200 whose streamed body says "not found".

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Opens `path` as a fresh page load and expects the 404 status and the not-found page, in the app's frame. */
async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be found.' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Orders' })).toBeVisible();
}

test("another user's, a missing and a malformed order, campaign or list id are a 404", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await createSingleCampaign(page, 'Owner mailing');
  await sendPostcard(page, 'Owner mailing', 'Olive Owner');

  await openOrders(page, 'all');
  const order = await orderRow(page, 'Olive Owner').getByRole('link', { name: 'Order details' }).getAttribute('href');
  await page.goto('/campaigns');
  const campaign = await page.getByRole('link', { name: 'Results of Owner mailing' }).getAttribute('href');
  await page.goto('/contacts');
  await (await whenHydrated(page.getByRole('button', { name: 'New list' }))).click();
  const create = page.getByRole('dialog', { name: 'New list' });
  await create.getByLabel('List name').fill('Owner list');
  await create.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { name: 'Owner list' })).toBeVisible();
  const list = new URL(page.url()).pathname;
  const own = [order, campaign, list] as string[];
  for (const path of own) expect(path).toMatch(/^\/(orders|campaigns|contacts)\/[0-9a-f-]{36}$/);

  // The owner gets each page, with its content.
  for (const path of own) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await expect(page.getByRole('heading', { name: 'Owner list' })).toBeVisible();

  // Anyone else: the same addresses, and ids that exist for nobody, are not found.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signUp(other);
  for (const path of own) await expectNotFound(other, path);
  for (const section of ['orders', 'campaigns', 'contacts']) {
    await expectNotFound(other, `/${section}/${MISSING_ID}`);
    await expectNotFound(other, `/${section}/not-an-id`);
  }
  // The sections themselves are still there for them.
  const orders = await other.goto('/orders');
  expect(orders?.status()).toBe(200);
  await context.close();
});
