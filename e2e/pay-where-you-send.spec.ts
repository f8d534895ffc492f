import { expect, test } from './support/test';
import type { Locator } from '@playwright/test';
import { expectAccessible, expectSameDocument, markDocument, signUp } from './support/helpers';
import {
  MAILED,
  addPortalCard,
  balance,
  createSingleCampaign,
  expectAmount,
  expectStatus,
  MAIN_ST,
  NO_CARD_MESSAGE,
  openBillingTab,
  openConfirmOrder,
  openOrders,
  openPaymentPortal,
  orderRow,
  PIPELINE_TIMEOUT,
  payCheckout,
  submitOrder,
  transactionRow,
  whenHydrated,
  WORKING_CARD,
} from './support/orders';
import { expectToast } from './support/toasts';

// Issue 12: from sign-up to a mailed postcard without an order stuck with nothing to click.

/** The Payment part of Confirm Order, under the cost. */
const paymentOf = (confirm: Locator) => confirm.getByRole('region', { name: 'Payment' });

test('a new account: Confirm Order shows the shortfall; the waiting order is paid from its row and mailed', async ({
  page,
}) => {
  await signUp(page);
  await createSingleCampaign(page, 'Pay later');
  const confirm = await openConfirmOrder(page, 'Pay later', 'Lee Chan', MAIN_ST);
  const payment = paymentOf(confirm);
  await expect(payment).toContainText('Your balance$0.00');
  await expect(payment).toContainText('Not covered by your balance$1.25');
  await expect(payment).toContainText('No card is saved. Add funds now and the postcard is sent once they arrive.');
  await expect(confirm.getByLabel('Amount to add (USD)')).toHaveValue('5.00');
  await expect(confirm.getByRole('button', { name: 'Add funds and send' })).toBeVisible();
  await expectAccessible(page);
  // Neither the balance nor a card can pay: the button says the order is only saved.
  await expect(confirm.getByRole('button', { name: 'Save 1 order to pay later' })).toBeVisible();
  await submitOrder(page, 'Pay later');

  await openOrders(page, 'all');
  const order = orderRow(page, 'Lee Chan');
  await expectStatus(order, 'Payment required');
  await expect(order).toContainText(NO_CARD_MESSAGE);
  await expect(page.getByRole('status').filter({ hasText: 'wait' })).toHaveText(
    '1 order waits for payment: $1.25 in all; your balance is $0.00.',
  );
  await expect(order.getByRole('button', { name: /^Pay with card/ })).toHaveCount(0);
  await expectAccessible(page);

  await (await whenHydrated(order.getByRole('button', { name: 'Add funds' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await expect(dialog).toContainText('Your orders waiting for payment need $1.25 more than your balance.');
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('5.00');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payCheckout(page, '$5.00');

  await expectToast(page, 'Funds added: $5.00 to your balance.');
  await expect(page).toHaveURL(/\/orders\?filter=all$/);
  await markDocument(page);
  await expectStatus(orderRow(page, 'Lee Chan'), MAILED, PIPELINE_TIMEOUT);
  await expect(balance(page)).toHaveText('$3.75');
  await expect(page.getByRole('status').filter({ hasText: 'wait' })).toHaveCount(0);
  await expectSameDocument(page);
});

test("'Add funds and send' on Confirm Order: the checkout places the order, which is mailed", async ({ page }) => {
  await signUp(page);
  await createSingleCampaign(page, 'Fund and send');
  const confirm = await openConfirmOrder(page, 'Fund and send', 'Mia Wong', MAIN_ST);

  // Less than the add-funds minimum is refused before any checkout, under the field (issue 36).
  const amount = confirm.getByLabel('Amount to add (USD)');
  await amount.fill('2');
  await confirm.getByRole('button', { name: 'Add funds and send' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/^Enter an amount between \$5\.00 and \$10,000\.00/);
  await expect(page).toHaveURL(/\/campaigns$/);

  await confirm.getByLabel('Amount to add (USD)').fill('10');
  await confirm.getByRole('button', { name: 'Add funds and send' }).click();
  await payCheckout(page, '$10.00');

  // Orders opens where the new order is, whatever its status has reached.
  await expectToast(page, 'Funds added: $10.00. It paid for your postcard to Mia Wong.');
  await expect(page).toHaveURL(/\/orders\?filter=all$/);
  await expectAccessible(page);
  await expectStatus(orderRow(page, 'Mia Wong'), MAILED, PIPELINE_TIMEOUT);
  await expect(balance(page)).toHaveText('$8.75');
});

test('with a saved card, Confirm Order says what the card is charged, and the order goes through', async ({ page }) => {
  await signUp(page);
  await openPaymentPortal(page);
  await addPortalCard(page, WORKING_CARD);
  await page.getByRole('link', { name: '← Return to Inkpost' }).click();
  await expect(page).toHaveURL('/profile');

  await createSingleCampaign(page, 'Card pays');
  const confirm = await openConfirmOrder(page, 'Card pays', 'Noor Ali', MAIN_ST);
  await expect(paymentOf(confirm)).toContainText('Card •••• 4242 will be charged $1.25.');
  await expect(confirm.getByRole('button', { name: 'Add funds and send' })).toHaveCount(0);
  await submitOrder(page, 'Card pays');

  await openOrders(page, 'all');
  await expectStatus(orderRow(page, 'Noor Ali'), MAILED, PIPELINE_TIMEOUT);
  await expect(balance(page)).toHaveText('$0.00');
  await openBillingTab(page);
  await expect(
    page.getByText('Auto-recharge adds just what each order needs. Set an amount to add more at a time.'),
  ).toBeVisible();
  await expectAmount(transactionRow(page, 'Card payment'), '+$1.25');
  await expectAmount(transactionRow(page, 'Postcard: Card pays to Noor Ali'), '−$1.25');
});
