import { expect, test } from './support/test';
import { expectAccessible, PASSWORD, signUp } from './support/helpers';
import {
  createSingleCampaign,
  MAIN_ST,
  openConfirmOrder,
  openOrders,
  orderRow,
  payCheckout,
  whenHydrated,
} from './support/orders';
import { expectToast, toastAnnouncer } from './support/toasts';

// Issue 36: the money moments say what happened in a toast that a polite live region announces,
// and 'Amount to add' helps: the shortfall pre-filled, $25/$50/$100, an error under the field.

test('campaign created, an order saved then cancelled, funds added for a send: each said in a toast', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await createSingleCampaign(page, 'Toast test');
  await expectToast(page, 'Campaign “Toast test” created.');
  await page.screenshot({ path: 'e2e/.screenshots/desktop-toast-campaign-created.png' });

  // Nothing on the balance and no card: saved to pay later, then cancelled — nothing was charged.
  let confirm = await openConfirmOrder(page, 'Toast test', 'Ada Lane', MAIN_ST);
  await confirm.getByRole('button', { name: 'Save 1 order to pay later' }).click();
  await expectToast(page, /^Order saved — it waits for \$/);
  // Its last step done, the first-run checklist says so once.
  await expectToast(page, 'You’re set: return address, template, campaign and first postcard are done.');
  await openOrders(page, 'all');
  await (await whenHydrated(orderRow(page, 'Ada Lane').getByRole('button', { name: 'Cancel' }))).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expectToast(page, 'Order cancelled. Nothing was charged.');
  await expectAccessible(page);

  // 'Amount to add': the shortfall pre-filled and the presets; $2 is refused under the field.
  confirm = await openConfirmOrder(page, 'Toast test', 'Bo Reed', MAIN_ST);
  await page.screenshot({ path: 'e2e/.screenshots/desktop-confirm-order.png' });
  const amount = confirm.getByLabel('Amount to add (USD)');
  await expect(amount).toHaveValue('5.00');
  const choices = confirm.getByRole('group', { name: 'Amount choices' }).getByRole('button');
  await expect(choices).toHaveText(['$5.00 needed', '$25', '$50', '$100']);
  await amount.fill('2');
  await confirm.getByRole('button', { name: 'Add funds and send' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/^Enter an amount between \$5\.00 and \$10,000\.00/);
  await expect(amount).toBeFocused();
  await expect(amount).toBeInViewport();
  await page.screenshot({ path: 'e2e/.screenshots/desktop-confirm-order-amount-error.png' });
  await expect(page).toHaveURL(/\/campaigns$/);

  await choices.filter({ hasText: '$25' }).click();
  await expect(amount).toHaveValue('25.00');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await confirm.getByRole('button', { name: 'Add funds and send' }).click();
  await payCheckout(page, '$25.00');
  await expectToast(page, 'Funds added: $25.00. It paid for your postcard to Bo Reed.');
  await page.screenshot({ path: 'e2e/.screenshots/desktop-toast-funds-added.png' });
  await expect(page).toHaveURL(/\/orders\?filter=all$/);

  // The marker was consumed: a reload says nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await whenHydrated(page.getByRole('link', { name: 'Refresh' }));
  await expect(toastAnnouncer(page)).toHaveText('');
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a changed password is said in a toast; the Skip to content link is the first Tab stop', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile?tab=security');
  await whenHydrated(page.getByLabel('Current password'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed.');
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
});
