import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible, expectSameDocument, markDocument, signUp } from './support/helpers';
import {
  MAILED,
  addFunds,
  addPortalCard,
  clickAction,
  balance,
  confirmTotal,
  createSingleCampaign,
  DECLINED_MESSAGE,
  DECLINING_CARD,
  expectAmount,
  expectStatus,
  INVALID_REASON,
  INVALID_ST,
  MAIN_ST,
  NO_CARD_MESSAGE,
  openBillingTab,
  openConfirmOrder,
  openOrders,
  openPaymentPortal,
  orderRow,
  portalCard,
  sendPostcard,
  setTopOff,
  submitOrder,
  transactionHistory,
  transactionRow,
  whenHydrated,
  whenPortalReady,
  WORKING_CARD,
} from './support/orders';

// The order pipeline runs in the web process once a second: pending → ready → submitted →
// completed, the sandbox "mailing" an order 4 s after submission. Every wait for the pipeline
// is an expect with PIPELINE_TIMEOUT, never a reload: the orders page and the balance are live.
//
// Known app bug (reported 2026-11-22): a change made between the server render of a page and the
// moment its /api/events stream is open is never sent, and nothing refreshes on connect. A
// status checked right after opening a page (Payment required, Payment failed, Failed, the second
// refund row) can then stay stale until the next change: those checks fail intermittently until
// the live client catches up when its stream opens. They are left strict on purpose.

async function returnToInkpost(page: Page): Promise<void> {
  await page.getByRole('link', { name: '← Return to Inkpost' }).click();
  await expect(page).toHaveURL('/profile');
}

test('a postcard paid from the balance reaches Completed while the orders page is open', async ({ page }) => {
  await signUp(page);
  await addFunds(page, '5');
  await expect(balance(page)).toHaveText('$5.00');
  await createSingleCampaign(page, 'Open house');
  await sendPostcard(page, 'Open house', 'Jane Doe');

  await openOrders(page, 'all');
  const order = orderRow(page, 'Jane Doe');
  await expect(order).toContainText('Open house');
  await expect(order).toContainText('Jane Doe · 123 Main St, Springfield, IL 62701');
  // The sandbox mails an order 4 s after submission: it is not completed yet when the page opens.
  expect(await order.getByText(MAILED).count()).toBe(0);
  await markDocument(page);

  await expectStatus(order, MAILED);
  await expect(order).toContainText('$1.25');
  await expect(order.getByRole('button')).toHaveCount(0); // neither Retry nor Cancel
  await expect(balance(page)).toHaveText('$3.75');
  await expectSameDocument(page);
  await expectAccessible(page);

  await openBillingTab(page);
  await expectAmount(transactionRow(page, 'Postcard: Open house to Jane Doe'), '−$1.25');
  await expectAmount(transactionRow(page, 'Funds added'), '+$5.00');
  await expect(transactionHistory(page).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
});

test('an order waits at Payment required until a card is saved, then auto-recharge pays it', async ({ page }) => {
  await signUp(page);
  await setTopOff(page, '20');
  await expect(page.getByRole('status')).toHaveText('Auto-recharge saved: at least $20.00.');
  await expect(page.getByText('Auto-recharge is on: at least $20.00 per charge.')).toBeVisible();
  await expect(page.getByText('Add a payment method to start sending postcards')).toBeVisible();
  await expectAccessible(page);

  await createSingleCampaign(page, 'Welcome');
  await sendPostcard(page, 'Welcome', 'Sam Lee');
  await openOrders(page);
  const order = orderRow(page, 'Sam Lee');
  await expectStatus(order, 'Payment required');
  await expect(order).toContainText(NO_CARD_MESSAGE);
  await expect(order.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(balance(page)).toHaveText('$0.00');

  await openPaymentPortal(page);
  await expect(page.getByText('No cards saved yet.')).toBeVisible();
  await addPortalCard(page, WORKING_CARD);
  await expect(portalCard(page, '4242')).toContainText('Default');
  await returnToInkpost(page);

  await openOrders(page, 'all');
  await markDocument(page);
  await expectStatus(order, MAILED);
  await expect(order).not.toContainText(NO_CARD_MESSAGE);
  await expect(balance(page)).toHaveText('$18.75');
  await expectSameDocument(page);

  await openBillingTab(page);
  await expectAmount(transactionRow(page, 'Auto-recharge'), '+$20.00');
  await expectAmount(transactionRow(page, 'Postcard: Welcome to Sam Lee'), '−$1.25');
  await expect(transactionHistory(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Add a payment method to start sending postcards')).toHaveCount(0);
  await expect(page.locator('section').filter({ hasText: 'Payment Methods' })).toContainText('Visa');
});

test('a declined card ends in Payment failed; Retry with a working default card completes the order', async ({
  page,
}) => {
  await signUp(page);
  await setTopOff(page, '20');
  await openPaymentPortal(page);
  await addPortalCard(page, DECLINING_CARD);
  await returnToInkpost(page);

  await createSingleCampaign(page, 'Declined');
  await sendPostcard(page, 'Declined', 'Ana Diaz');
  await openOrders(page, 'all');
  const order = orderRow(page, 'Ana Diaz');
  await expectStatus(order, 'Payment failed');
  await expect(order).toContainText(DECLINED_MESSAGE);
  await expect(order.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(balance(page)).toHaveText('$0.00');
  await expectAccessible(page);

  await openPaymentPortal(page);
  await addPortalCard(page, WORKING_CARD);
  // The first card stays the default until another is made default.
  await expect(portalCard(page, '0341')).toContainText('Default');
  await clickAction(portalCard(page, '4242').getByRole('button', { name: 'Make default' }));
  await expect(portalCard(page, '4242')).toContainText('Default');
  await expect(portalCard(page, '0341')).not.toContainText('Default');
  await returnToInkpost(page);

  // Saving a card does not touch a payment_failed order: it waits for the user's Retry.
  await openOrders(page, 'all');
  await expectStatus(order, 'Payment failed');
  await markDocument(page);
  await clickAction(order.getByRole('button', { name: 'Retry' }));
  await expectStatus(order, MAILED);
  await expect(order).not.toContainText(DECLINED_MESSAGE);
  await expect(balance(page)).toHaveText('$18.75');
  await expectSameDocument(page);

  await openBillingTab(page);
  await expectAmount(transactionRow(page, 'Auto-recharge'), '+$20.00');
  await expectAmount(transactionRow(page, 'Postcard: Declined to Ana Diaz'), '−$1.25');
  // The declined charge left no money row.
  await expect(transactionHistory(page).getByRole('listitem')).toHaveCount(2);
});

test('a failed order is refunded, and offers Fix address rather than a Retry that would fail again', async ({
  page,
}) => {
  await signUp(page);
  await addFunds(page, '5');
  await createSingleCampaign(page, 'Returns');
  await sendPostcard(page, 'Returns', 'Max Moss', INVALID_ST);

  await openOrders(page, 'all');
  const order = orderRow(page, 'Max Moss');
  await expect(order).toContainText('12 Invalid St, Springfield, IL 62701');
  await expectStatus(order, 'Failed');
  await expect(order).toContainText(INVALID_REASON);
  await expect(order).toContainText('Refunded $1.25');
  await expect(order.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Fix address' })).toBeVisible();
  await expect(balance(page)).toHaveText('$5.00');

  await openBillingTab(page);
  const refunds = transactionRow(page, `Refund: ${INVALID_REASON.replace(/\.$/, '')} — Returns to Max Moss`);
  const charges = transactionRow(page, 'Postcard: Returns to Max Moss');
  await expect(refunds).toHaveCount(1);
  await expectAmount(refunds, '+$1.25');
  await expectAmount(charges, '−$1.25');
});

test('upgrading to Pro lowers the price shown at Confirm Order and the price charged', async ({ page }) => {
  await signUp(page);
  await addFunds(page, '5');
  await createSingleCampaign(page, 'Pro pricing');

  let confirm = await openConfirmOrder(page, 'Pro pricing', 'Kim Park', MAIN_ST);
  await expect(confirmTotal(confirm)).toHaveText('$1.25');
  await expect(confirm).toContainText('Postcards (1 × $1.25)');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Send: Pro pricing' }).getByRole('button', { name: 'Close' }).click();
  // The dialog holds a typed name: × asks first.
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();

  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('button', { name: /Upgrade to Pro/ }).click();
  await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/sandbox\/billing-portal/);
  await whenPortalReady(page);
  await addPortalCard(page, WORKING_CARD);
  await page.getByRole('button', { name: 'Switch to Pro' }).click();
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByRole('button', { name: 'Switch to Free' })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Switch to Pro' })).toHaveCount(0);
  await expect(plan.getByRole('paragraph').first()).toHaveText(/^Pro\s*active$/);
  await returnToInkpost(page);
  await expect(sidebar.getByRole('button', { name: /Upgrade to Pro/ })).toHaveCount(0);

  confirm = await openConfirmOrder(page, 'Pro pricing', 'Kim Park', MAIN_ST);
  await expect(confirmTotal(confirm)).toHaveText('$1.00');
  await expect(confirm).toContainText('Postcards (1 × $1.00)');
  await submitOrder(page, 'Pro pricing');

  await openOrders(page, 'all');
  const order = orderRow(page, 'Kim Park');
  await expectStatus(order, MAILED);
  await expect(order).toContainText('$1.00');
  await expect(balance(page)).toHaveText('$4.00');
  await openBillingTab(page);
  await expectAmount(transactionRow(page, 'Postcard: Pro pricing to Kim Park'), '−$1.00');
});

test('cancelling an order waiting for payment moves it from Active to Completed as Cancelled', async ({ page }) => {
  await signUp(page);
  await createSingleCampaign(page, 'Second thoughts');
  await sendPostcard(page, 'Second thoughts', 'Lou Reyes');

  await openOrders(page);
  await expect(
    page.getByRole('navigation', { name: 'Filter orders' }).getByRole('link', { name: 'active' }),
  ).toHaveAttribute('aria-current', 'page');
  const order = orderRow(page, 'Lou Reyes');
  await expectStatus(order, 'Payment required');
  await expect(order).toContainText(NO_CARD_MESSAGE);
  await expectAccessible(page);
  await (await whenHydrated(order.getByRole('button', { name: 'Cancel' }))).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText('Nothing was charged.');
  await clickAction(ask.getByRole('button', { name: 'Cancel order' }));
  await expect(order).toHaveCount(0);
  await expect(page.getByText('No orders', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Filter orders' }).getByRole('link', { name: 'completed' }).click();
  await expect(page).toHaveURL(/filter=completed/);
  await expectStatus(order, 'Cancelled', 10_000);
  await expect(order).not.toContainText('Your balance does not cover');
  await expect(order.getByRole('button')).toHaveCount(0);
  await expect(balance(page)).toHaveText('$0.00');
});

test('the page size applies as soon as it is chosen, keeping the filter', async ({ page }) => {
  await signUp(page);
  await page.goto('/orders?filter=all');
  const select = await whenHydrated(page.getByLabel('Per page'));
  // The Apply button is for browsers without JavaScript only.
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await select.selectOption('25');
  await expect(page).toHaveURL(/\/orders\?filter=all&size=25$/);
  await expect(page.getByLabel('Per page')).toHaveValue('25');
});

test('the page links of a long send walk its cards forward and back without repeating or skipping one', async ({
  page,
}) => {
  await signUp(page);
  await createSingleCampaign(page, 'Street mailing');
  // Thirty orders through Bulk Send, written in one statement: one send (decision 045), whose
  // page shows its cards 25 at a time, in id order, by cursor.
  await page.getByRole('button', { name: 'Bulk Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Send' });
  await dialog.getByLabel('Campaign').selectOption({ label: 'Street mailing (Single Send)' });
  const lines = Array.from(
    { length: 30 },
    (_, i) => `Neighbor ${String(i + 1).padStart(2, '0')},${101 + i} Main St,Springfield,IL,62704`,
  );
  fs.mkdirSync(path.join('test-results', 'csv'), { recursive: true });
  const file = path.join('test-results', 'csv', 'thirty.csv');
  fs.writeFileSync(file, ['Name,Address,City,State,ZIP', ...lines].join('\n'));
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog).toContainText('30 valid, 0 with errors');
  await dialog.getByRole('button', { name: 'Save 30 orders to pay later' }).click();
  await expect(page.getByRole('status').filter({ hasText: '30 orders saved — they wait for $37.50' })).toBeVisible();

  // One row on Orders for the thirty.
  await page.goto('/orders?filter=all&size=5');
  await expect(page.locator('[data-send-row]')).toHaveCount(1);
  await expect(page.locator('[data-send-row]')).toContainText('30 postcards');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await page.getByRole('link', { name: /^View the 30 cards/ }).click();

  const pages = page.getByRole('navigation', { name: 'Pages of cards' });
  const names = async () =>
    (await page.getByRole('region', { name: 'Its cards' }).getByRole('listitem').allInnerTexts()).map(
      (t) => t.match(/Neighbor \d\d/)![0],
    );
  await expect(pages.getByRole('link')).toHaveText(['1', '2']);
  const first = await names();
  expect(first).toHaveLength(25);

  await pages.getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2&after=[0-9a-f-]{36}#cards$/);
  await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  const second = await names();
  expect(second).toHaveLength(5);
  expect(new Set([...first, ...second])).toEqual(new Set(lines.map((l) => l.split(',')[0])));

  await pages.getByRole('link', { name: '1' }).click();
  await expect(pages.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
  expect(await names()).toEqual(first);
  await expectAccessible(page);
});
