import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, expectFieldError, expectSameDocument, markDocument, signUp } from './support/helpers';
import {
  MAILED,
  addFunds,
  BEACON_ST,
  saveReturnAddress,
  expectStatus,
  openOrders,
  orderRow,
  PIPELINE_TIMEOUT,
  sendPostcard,
  whenHydrated,
} from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { decodeCard } from './support/cards';
import { shoot } from './support/files';

// Issue 16: a QR code of its own on every postcard, and who responded on the campaign's results.

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function createCampaignWithResponseUrl(page: Page, name: string, template: string) {
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill(name);
  await form.getByLabel('Template').selectOption({ label: `${template} (4x6)` });
  await form.getByLabel(/Response URL/).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expectFieldError(form.getByLabel(/Response URL/), 'Please enter a valid URL (e.g., example.com)');
  await form.getByLabel(/Response URL/).fill('example.com/spring-offer');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
}

// The figures at the top (the table by step below has columns of the same names).
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Campaign results' }).locator(`[data-figure="${label}"]`);

test('a recipient scans their card: the campaign shows who responded, the rate and the cost; a follow-up goes to the responders', async ({
  page,
}) => {
  // Two sends, a scan, the pipeline and a follow-up: longer than one minute on a busy machine.
  test.slow();
  await signUp(page);
  await saveReturnAddress(page);
  await createTemplateViaUi(page, 'Spring card', 'Hi {{recipient_name}}, scan the code for your offer!');
  await createCampaignWithResponseUrl(page, 'Spring offer', 'Spring card');
  await addFunds(page, '10');
  await sendPostcard(page, 'Spring offer', 'Lee Chan');
  // Another address: the same one again on this campaign would ask first (a recent mailing).
  await sendPostcard(page, 'Spring offer', 'Kim Park', BEACON_ST);

  await openOrders(page, 'all');
  await expectStatus(orderRow(page, 'Lee Chan'), MAILED, PIPELINE_TIMEOUT);
  await expectStatus(orderRow(page, 'Kim Park'), MAILED, PIPELINE_TIMEOUT);
  const cardHref = await orderRow(page, 'Lee Chan').getByRole('link', { name: 'View card' }).getAttribute('href');
  const link = await decodeCard(page.request, cardHref!);
  expect(link).toMatch(/\/r\/[a-z0-9]{12}$/);

  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Results of Spring offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring offer' })).toBeVisible();
  await expect(figure(page, 'Postcards Sent')).toHaveText('2');
  await expect(figure(page, 'Responders')).toHaveText('0');
  await expect(figure(page, 'Response Rate')).toHaveText('0.0%');
  await expect(page.getByText('0 of 2 households responded')).toBeVisible();
  await expect(figure(page, 'Spent')).toHaveText('$2.50');
  await expect(figure(page, 'Cost per Response')).toHaveText('—');
  await expect(page.getByText('No responders yet')).toBeVisible();
  await expectAccessible(page);
  await markDocument(page);

  // Lee scans the card with a phone: the short link sends the phone to the campaign's page.
  const scan = await page.request.get(new URL(link).pathname, { maxRedirects: 0, headers: { 'user-agent': PHONE_UA } });
  expect(scan.status()).toBe(302);
  expect(scan.headers()['location']).toBe('https://example.com/spring-offer');

  // The results page follows without a reload.
  await expect(figure(page, 'Responders')).toHaveText('1', { timeout: 10_000 });
  await expect(figure(page, 'Response Rate')).toHaveText('50.0%');
  await expect(page.getByText('1 of 2 households responded')).toBeVisible();
  await shoot(page, 'campaign-results', 'results-page');
  await expect(figure(page, 'QR Code Scans')).toHaveText('1');
  await expect(figure(page, 'Cost per Response')).toHaveText('$2.50');
  const responders = page.getByRole('region', { name: 'Responders' });
  await expect(responders.getByRole('row', { name: /Lee Chan/ })).toContainText('123 Main St, Springfield, IL 62701');
  await expect(responders.getByRole('row', { name: /Kim Park/ })).toHaveCount(0);
  await expectSameDocument(page);

  // A follow-up to the responders, through Bulk Send's check, price and confirm.
  const followUp = page.getByRole('group', { name: 'Send a follow-up' });
  await (await whenHydrated(followUp.getByRole('button', { name: 'to responders', exact: true }))).click();
  const dialog = page.getByRole('dialog', { name: 'Send a follow-up' });
  await expect(dialog).toContainText('1 recipient: Responders of Spring offer.');
  // The follow-up goes out on the followed campaign unless the user picks another single send.
  await expect(dialog.getByLabel('Campaign').locator('option:checked')).toHaveText('Spring offer (Single Send)');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog.getByRole('button', { name: 'Send 1 postcard' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Follow-up to 1 recipient of Spring offer (placed|saved)/ }),
  ).toBeVisible();
  await openOrders(page, 'all');
  await expect(orderRow(page, 'Lee Chan')).toHaveCount(2);

  // Lee's first card's page says its QR code was scanned, and leads back to the campaign's results.
  await orderRow(page, 'Lee Chan').last().getByRole('link', { name: 'Order details' }).click();
  const response = page.getByRole('region', { name: 'Response' });
  await expect(response).toContainText(/Scanned once, first on \w{3} \d{1,2}, \d{4}/);
  await shoot(page, 'campaign-results', 'order-page');
  await response.getByRole('link', { name: 'Spring offer results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring offer' })).toBeVisible();

  // The postcard links are listed apart from the user's own tracking URLs; with none of its own
  // the page opens on them, and the switch counts both lists.
  await page.goto('/tracking');
  const whichLinks = page.getByRole('navigation', { name: 'Which links' });
  await expect(whichLinks.getByRole('link', { name: 'Postcard links' })).toHaveAttribute('aria-current', 'page');
  await expect(whichLinks.getByRole('link', { name: 'Your links' })).toContainText('0');
  await expect(whichLinks.getByRole('link', { name: 'Your links' })).toHaveAttribute('href', /links=own/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Spring offer · Kim Park/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Spring offer · Lee Chan/ }).first()).toBeVisible();
  await expectAccessible(page);
});
