import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { shoot } from './support/files';
import {
  addFunds,
  balance,
  createSingleCampaign,
  openOrders,
  orderRow,
  sendPostcard,
  whenHydrated,
} from './support/orders';
import { createListFromCsv } from './support/sends';
import { dayAhead, shown } from './support/days';

// Issue 34, point 1 (decision 045): Orders shows one row per send, which opens to its page; there
// "Cancel the 3 scheduled cards" asks once and gives all the money back; a one-card send reads as
// its card's row.

test('a list of 3 → one row on Orders → its send → Cancel the 3 scheduled cards → one confirmation → all refunded', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await addFunds(page, '10');
  await createSingleCampaign(page, 'Just Sold Oak St');
  // A one-card send too: it reads as its card's row.
  await sendPostcard(page, 'Just Sold Oak St', 'Kim Park');

  await createListFromCsv(page, 'Sphere', [
    'Jane Doe,9 Elm St,Springfield,IL,62701',
    'Bob Roe,1 Beacon St,Boston,MA,02108',
    'Lee Chan,5 Oak Rd,Springfield,IL,62701',
  ]);
  await (await whenHydrated(page.getByRole('button', { name: 'Send to this list' }))).click();
  const send = page.getByRole('dialog', { name: 'Send to Sphere' });
  await send.getByLabel('Campaign').selectOption({ label: 'Just Sold Oak St (Single Send)' });
  await send.getByRole('button', { name: 'Check price' }).click();
  await expect(send).toContainText('$1.25 per contact × 3 = $3.75');
  const sendDay = dayAhead(3);
  await send.getByLabel('Send date (optional)').fill(sendDay);
  await send.getByRole('button', { name: `Schedule 3 postcards for ${shown(sendDay)}` }).click();
  await expect(send).toBeHidden();

  // Orders: one row for the 3 cards, and the one-card send as today's row.
  await openOrders(page, 'all');
  const sends = page.getByRole('list').filter({ has: page.locator('[data-send-row]') });
  const row = page.locator('[data-send-row]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Just Sold Oak St', exact: true })).toBeVisible();
  await expect(row).toContainText(`3 postcards · Scheduled for ${shown(sendDay)}`);
  await expect(row.locator('[data-send-states]')).toHaveText('3 scheduled');
  await expect(row).toContainText('$3.75');
  await expect(sends.getByRole('listitem')).toHaveCount(2);
  const single = orderRow(page, 'Kim Park');
  await expect(single).toContainText('Just Sold Oak St');
  await expect(single.getByRole('link', { name: 'Order details' })).toBeVisible();
  await expect(page.getByText('Jane Doe')).toHaveCount(0);
  // Active: the scheduled send is in progress.
  await openOrders(page);
  await expect(page.locator('[data-send-row]')).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'orders-by-send', 'orders');
  await expect(balance(page)).toHaveText('$5.00');

  // Its page: the card, the totals, its cards, and Cancel.
  await page
    .locator('[data-send-row]')
    .getByRole('link', { name: /^View the 3 cards/ })
    .click();
  await expect(page).toHaveURL(/\/orders\/sends\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Just Sold Oak St' })).toBeVisible();
  await expect(page.getByText(`3 postcards · Scheduled for ${shown(sendDay)}`)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('definition')).toHaveText(['3', '$3.75', '$3.75', '$0.00']);
  await expect(page.getByAltText('Front of the postcard')).toBeVisible();
  await expect(page.getByAltText('Back of the first card, as printed')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Its cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const name of ['Jane Doe', 'Bob Roe', 'Lee Chan']) await expect(orderRow(page, name)).toHaveCount(1);
  await expect(cards.getByText(`Scheduled · ${shown(sendDay)}`, { exact: true })).toHaveCount(3);
  await expect(cards.getByRole('button', { name: 'Cancel' })).toHaveCount(3);
  await expectAccessible(page);
  await shoot(page, 'orders-by-send', 'send');

  // The CSV: its cards and their states, for its owner.
  const csv = await page.request.get(`${new URL(page.url()).pathname}/cards.csv`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Recipient,Address,State,Status,Cost,Money,Error,Placed,Order ID');
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual(['Bob Roe', 'Jane Doe', 'Lee Chan']);

  // By keyboard alone: one confirmation, focus on "Keep them"; Escape keeps the cards and gives
  // focus back; then Tab to "Cancel 3 cards" and Enter.
  const cancel = await whenHydrated(page.getByRole('button', { name: 'Cancel the 3 scheduled cards' }));
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Cancel the 3 scheduled cards?' });
  await expect(dialog).toContainText('They will not be mailed. $3.75 goes back to your balance.');
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await shoot(page, 'orders-by-send', 'send-cancel', dialog);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel 3 cards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled 3 cards' })).toHaveText(
    'Cancelled 3 cards: $3.75 is back on your balance.',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.locator('[data-send-states]')).toHaveText('3 cancelled');
  await expect(cards.getByText('Cancelled', { exact: true })).toHaveCount(3);
  await expect(cards.getByText('Refunded $1.25', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Cancel the/ })).toHaveCount(0);
  await expect(totals.getByRole('definition')).toHaveText(['3', '$3.75', '$3.75', '$3.75']);
  await expect(balance(page)).toHaveText('$8.75');
  await shoot(page, 'orders-by-send', 'send-cancelled');

  // Orders: the send is completed now, counted so.
  await openOrders(page, 'completed');
  await expect(page.locator('[data-send-row] [data-send-states]')).toHaveText('3 cancelled');
  await openOrders(page);
  await expect(page.locator('[data-send-row]')).toHaveCount(0);
});

test('someone else’s send is a 404, and so is its CSV', async ({ page }) => {
  await signUp(page);
  const response = await page.goto('/orders/sends/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  expect((await page.request.get('/orders/sends/00000000-0000-4000-8000-000000000000/cards.csv')).status()).toBe(404);
  expect((await page.goto('/orders/sends/not-a-uuid'))?.status()).toBe(404);
});
