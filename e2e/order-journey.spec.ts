import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import {
  MAILED,
  addFunds,
  balance,
  clickAction,
  createSingleCampaign,
  expectStatus,
  openOrders,
  orderRow,
  sendPostcard,
  whenHydrated,
} from './support/orders';
import { shoot } from './support/files';

// Issue 25 points 4 and 5: an order's journey (placed time, latest event, the order page with
// its card and timeline) and what Cancel and failures say about money. The sandbox provider
// moves an accepted order one step every 4 s: Reviewing, Printed, In Transit, Delivered.

const JOURNEY_TIMEOUT = 45_000;
const NOSTAT_ST = { query: '12 nostat st springfield il', suggestion: '12 Nostat St, Springfield, IL 62701' };
const NO_STAT = "USPS lists address as 'no-stat' - address is unlikely to receive mail.";

test('an order shows when it was placed and its latest event, and its page the card and the whole journey', async ({
  page,
  browser,
}) => {
  await signUp(page);
  await addFunds(page, '5');
  await createSingleCampaign(page, 'Open house');
  await sendPostcard(page, 'Open house', 'Jane Doe');

  await openOrders(page, 'all');
  const order = orderRow(page, 'Jane Doe');
  await expect(order).toContainText(/Placed \w{3} \d{1,2}, \d{4}/);
  await expect(order).toContainText('Latest: Delivered', { timeout: JOURNEY_TIMEOUT });
  await expectStatus(order, MAILED);
  await expect(order).toContainText('$1.25');
  await shoot(page, 'orders', 'orders-list');

  const details = order.getByRole('link', { name: 'Order details' });
  await expect(details).toHaveAttribute('href', /^\/orders\/[0-9a-f-]{36}$/);
  // A live refresh of the list can swallow a click made at that moment: click again until it lands.
  await expect(async () => {
    await details.click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const orderUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Open house', level: 1 })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Placed/,
    /^Charged \$1\.25/,
    /^Submitted to the printer/,
    /^Reviewing/,
    /^Printed/,
    /^In Transit/,
    /^Delivered/,
  ]);
  const front = page.getByAltText('Front of the postcard');
  await expect(front).toBeVisible();
  await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const back = page.getByAltText('Back of the postcard, as printed');
  await expect(back).toBeVisible();
  await expect.poll(() => back.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await shoot(page, 'orders', 'order-page');

  // Only the owner has an order page.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signUp(stranger);
  await stranger.goto(orderUrl);
  // The layout streams first, so the status line is already sent: the page itself says 404.
  await expect(stranger.getByText('This page could not be found.')).toBeVisible();
  await expect(stranger.getByText('Open house')).toHaveCount(0);
  await other.close();
});

test('Cancel asks first and says nothing was charged; the cancelled row does not read as charged', async ({ page }) => {
  await signUp(page);
  await createSingleCampaign(page, 'Second thoughts');
  await sendPostcard(page, 'Second thoughts', 'Lou Reyes');

  await openOrders(page, 'all');
  const order = orderRow(page, 'Lou Reyes');
  await expectStatus(order, 'Payment required');
  await (await whenHydrated(order.getByRole('button', { name: 'Cancel' }))).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText('The postcard will not be mailed. Nothing was charged.');
  await expect(ask.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await shoot(page, 'orders', 'cancel-dialog');
  await ask.getByRole('button', { name: 'Keep order' }).click();
  await expect(ask).toBeHidden();
  await expectStatus(order, 'Payment required');

  await order.getByRole('button', { name: 'Cancel' }).click();
  await clickAction(ask.getByRole('button', { name: 'Cancel order' }));
  await expect(ask).toBeHidden();
  await expectStatus(order, 'Cancelled');
  await expect(order).toContainText('Nothing was charged');
  await expect(order).not.toContainText('$1.25');
  await expect(order).toContainText('Latest: Cancelled');
  await expect(balance(page)).toHaveText('$0.00');
});

test('a postcard failed on its address says it was refunded and offers Fix address, which sends it again as a new order', async ({
  page,
}) => {
  await signUp(page);
  await addFunds(page, '5');
  await createSingleCampaign(page, 'Returns');
  await sendPostcard(page, 'Returns', 'Max Moss', NOSTAT_ST);

  await openOrders(page, 'all');
  const order = orderRow(page, 'Max Moss');
  await expectStatus(order, 'Failed', JOURNEY_TIMEOUT);
  await expect(order).toContainText(NO_STAT);
  await expect(order).toContainText('Refunded $1.25');
  await expect(order.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(balance(page)).toHaveText('$5.00');
  await shoot(page, 'orders', 'orders-failed-row');

  await (await whenHydrated(order.getByRole('button', { name: 'Fix address' }))).click();
  const fix = page.getByRole('dialog', { name: 'Fix address' });
  await expect(fix).toContainText(NO_STAT);
  await expect(fix).toContainText('New order');
  await expect(fix).toContainText('$1.25');
  await expect(fix).toContainText('Paid from your balance ($5.00).');
  const send = fix.getByRole('button', { name: 'Send as a new order · $1.25' });
  await expect(send).toBeDisabled();
  await fix.getByRole('combobox', { name: 'Corrected address' }).fill('125 main st springfield il');
  await fix.getByRole('option', { name: /125 Main St, Springfield, IL 62701/ }).click();
  await expect(fix.getByText('Address validated')).toBeVisible();
  await shoot(page, 'orders', 'fix-address-dialog');
  await send.click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Max Moss · 125 Main St, Springfield, IL 62701')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('Charged $1.25', {
    timeout: JOURNEY_TIMEOUT,
  });
  await expect(balance(page)).toHaveText('$3.75');

  // The failed order stays as it ended, refunded; the new one is its own row.
  await openOrders(page, 'all');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Max Moss' })).toHaveCount(2);
  await expect(orderRow(page, 'Max Moss').filter({ hasText: '12 Nostat St' })).toContainText('Refunded $1.25');
});
