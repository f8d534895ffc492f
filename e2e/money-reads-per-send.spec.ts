import fs from 'node:fs';
import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import {
  addFunds,
  balance,
  BEACON_ST,
  createSingleCampaign,
  MAIN_ST,
  openBillingTab,
  PIPELINE_TIMEOUT,
  sendPostcard,
} from './support/orders';
import { shoot } from './support/files';

// Issue 34, point 2 (decision 046): Transaction History reads per send, downloads as CSV, and each
// card payment has a receipt that prints without the app's navigation.

test('the history shows a send as one line that opens to its charges, downloads as CSV, and Add funds has a receipt', async ({
  page,
}) => {
  await signUp(page, undefined, 'Pat Postcard');
  await addFunds(page, '10');
  await expect(balance(page)).toHaveText('$10.00');
  await createSingleCampaign(page, 'Just Sold Oak St');
  await sendPostcard(page, 'Just Sold Oak St', 'Jane Doe', MAIN_ST);
  await sendPostcard(page, 'Just Sold Oak St', 'Bob Roe', BEACON_ST);
  await expect(balance(page)).toHaveText('$7.50', { timeout: PIPELINE_TIMEOUT });

  await openBillingTab(page);
  const history = page.getByRole('region', { name: 'Transaction History' });
  const lines = history.getByRole('listitem');
  // Two Sends are two sends: one line each, newest first, the balance after each.
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Postcard: Just Sold Oak St to Bob Roe');
  await expect(lines.nth(0)).toContainText('−$1.25');
  await expect(lines.nth(0)).toContainText('$7.50');
  await expect(lines.nth(1)).toContainText('$8.75');
  await expect(lines.nth(2)).toContainText('Funds added');
  await expect(lines.nth(2)).toContainText('+$10.00');
  await expect(lines.nth(2).getByText('+$10.00')).toHaveClass(/text-green-700/);
  await expect(lines.nth(0).getByText('−$1.25')).toHaveClass(/text-red-700/);
  await shoot(page, 'money', 'billing-history', history);
  await expectAccessible(page);

  // The CSV: every ledger row, with the balance after it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inkpost-transactions-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
  expect(csv[0]).toBe('date,type,description,campaign,send_id,order_id,amount,balance_after');
  expect(csv.slice(1).map((row) => row.split(',').slice(-2).join(' '))).toEqual([
    '10.00 10.00',
    '-1.25 8.75',
    '-1.25 7.50',
  ]);
  expect(csv[2]).toContain(',postcard_charge,');
  expect(csv[2]).toContain(',Just Sold Oak St,');

  // A send's line opens to its cards' charges, by keyboard.
  const open = lines.nth(0).getByRole('link', { name: 'See the charge of Postcard: Just Sold Oak St to Bob Roe' });
  const lineHref = await open.getAttribute('href');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Postcard: Just Sold Oak St to Bob Roe');
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges.getByRole('listitem')).toHaveCount(1);
  await expect(charges.getByRole('listitem')).toContainText('Bob Roe');
  await expect(charges.getByRole('listitem')).toContainText('−$1.25');
  await expectAccessible(page);
  await page.getByRole('link', { name: '← Transaction History' }).click();

  // Add funds has a receipt: date, amount, the card's last 4, what it paid for, the operator.
  await history.getByRole('link', { name: 'Receipt for Funds added' }).click();
  await expect(page).toHaveURL(/\/profile\/receipts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText('Card ending in 4242');
  await expect(receipt).toContainText('Funds added to your Inkpost prepaid balance.');
  await expect(receipt).toContainText('Total paid (USD)');
  await expect(receipt).toContainText('$10.00');
  await expect(receipt).toContainText('Inkpost Sandbox Co.');
  await expect(receipt).toContainText('Sample business details (sandbox)');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shoot(page, 'money', 'receipt');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: '← Transaction History' })).toBeHidden();
  await shoot(page, 'money', 'receipt-print');
  await page.emulateMedia({ media: 'screen' });
  await expectAccessible(page);
  const receiptUrl = page.url();

  // Someone else's receipt and history line are a real 404.
  await page.context().clearCookies();
  await signUp(page);
  expect((await page.request.get(receiptUrl)).status()).toBe(404);
  expect((await page.request.get(lineHref!)).status()).toBe(404);
  const response = await page.goto(receiptUrl);
  expect(response?.status()).toBe(404);
});
