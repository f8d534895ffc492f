import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, expectFieldError, signUp } from './support/helpers';
import {
  fillReturnAddress,
  MAIN_ST,
  openConfirmOrder,
  payCheckout,
  saveReturnAddress,
  whenHydrated,
} from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { csvFile, shoot } from './support/files';
import { expectToast } from './support/toasts';

/** Rows under the Bulk Send template's header. */
const withHeader = (lines: string[]) => ['Name,Address,City,State,ZIP', ...lines].join('\n');

// Issue 25 points 1, 2, 3 and 6 (and 28 point 5): safe everyday sending, as a user sees it.

async function createCampaign(
  page: Page,
  name: string,
  template: string,
  options: { responseUrl?: string; neighbors?: string } = {},
) {
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill(name);
  await form.getByLabel('Template').selectOption({ label: `${template} (4x6)` });
  if (options.responseUrl) await form.getByLabel(/Response URL/).fill(options.responseUrl);
  if (options.neighbors) {
    await form.getByLabel('Neighbor Campaign').check();
    await form.getByLabel(/Neighbors:/).fill(options.neighbors);
  }
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('Send: the return address is asked for inline, the waiting order is said so, a repeat asks first', async ({
  page,
  baseURL,
}) => {
  await signUp(page);
  await createTemplateViaUi(page, 'Open house card');
  await createCampaign(page, 'Open house', 'Open house card', { responseUrl: 'example.com/open-house' });

  const confirm = await openConfirmOrder(page, 'Open house', 'Lee Chan', MAIN_ST);
  // A localhost APP_URL: the printed QR code cannot open on a phone, and Confirm Order says so.
  await expect(confirm).toContainText(
    `APP_URL is a local address (${new URL(baseURL!).origin}): the printed QR code will not open on a phone.`,
  );
  const ask = confirm.getByRole('region', { name: 'Your return address' });
  await expect(ask).toContainText('yours is not saved yet');
  await expect(confirm.getByRole('button', { name: 'Save 1 order to pay later' })).toBeDisabled();
  await expect(confirm.getByRole('button', { name: 'Add funds and send' })).toBeDisabled();
  await expect(confirm.getByText('Save your return address above to send.')).toBeVisible();
  await expect(confirm.getByRole('region', { name: 'Payment' })).toContainText('Not covered by your balance$1.25');
  await expectAccessible(page);
  await shoot(page, 'sending', 'confirm-order-return-address');

  // On a phone the card comes first, then the cost and the payment (issue 36, reversing issue 28
  // point 5), with the total and the buttons pinned in view (e2e/phone.spec.ts measures the rest).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await top(confirm.getByAltText('Front of the postcard'))).toBeLessThan(
    await top(confirm.locator('dl[aria-label="Cost"]')),
  );
  expect(await top(confirm.locator('dl[aria-label="Cost"]'))).toBeLessThan(
    await top(confirm.getByRole('region', { name: 'Payment' })),
  );
  await expect(confirm.getByTestId('confirm-total')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The profile's own rules and messages, beside the fields.
  await (await whenHydrated(ask.getByRole('button', { name: 'Save Return Address' }))).click();
  // The Name is the one given at sign-up (issue 36); the address itself is still to fill in.
  await expect(ask.getByLabel('Name', { exact: true })).toHaveValue('Pat Postcard');
  await expect(ask.getByLabel('City', { exact: true })).toHaveAccessibleDescription(
    'Please fill in all required fields',
  );
  await fillReturnAddress(ask);
  await expect(confirm.getByRole('status').filter({ hasText: 'Return address saved to your profile' })).toBeVisible();
  await expect(ask).toBeHidden();
  await confirm.getByRole('button', { name: 'Save 1 order to pay later' }).click();
  // $0.00 on a new account: the order is saved and waits, and the notice says for how much.
  await expect(notice(page, 'Order saved')).toHaveText(
    'Order saved — it waits for $1.25: add funds or save a card. View orders',
  );
  await expect(notice(page, 'Order saved').getByRole('link', { name: 'View orders' })).toHaveAttribute(
    'href',
    '/orders?filter=all',
  );
  await shoot(page, 'sending', 'send-waiting-notice');

  // Saved on the profile: the next send does not ask again. The same address on the same campaign asks first.
  const again = await openConfirmOrder(page, 'Open house', 'Lee Chan', MAIN_ST);
  await expect(again.getByRole('region', { name: 'Your return address' })).toHaveCount(0);
  await expect(again).toContainText('This campaign mailed this address in the last 90 days.');
  await expect(again.getByRole('button', { name: 'Save 1 order to pay later' })).toBeDisabled();
  await expect(again.getByText('Not sent again unless you tick "Send to this address anyway".')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'sending', 'confirm-order-repeat');
  await again.getByLabel('Send to this address anyway').check();
  await again.getByRole('button', { name: 'Save 1 order to pay later' }).click();
  await expect(notice(page, 'Order saved — it waits for $1.25')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Return Address' }).getByLabel('Name', { exact: true })).toHaveValue(
    'Pat Postcard',
  );
});

test('Bulk Send: the campaign is chosen, neighbors are counted, bad rows fixed, repeats skipped, funds added', async ({
  page,
}) => {
  await signUp(page);
  await saveReturnAddress(page);
  await createTemplateViaUi(page, 'List card');
  await createCampaign(page, 'Just sold', 'List card', { neighbors: '20' });
  await createCampaign(page, 'Spring list', 'List card');

  await (await whenHydrated(page.getByRole('button', { name: 'Bulk Send' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Send' });
  await expect(dialog.getByLabel('Campaign')).toHaveValue('');
  const file = csvFile(
    'sending-three.csv',
    withHeader([
      'Jane Doe,123 Main St,Springfield,IL,62701',
      'Ann Lee,5 Oak Rd,Springfield,IL,90210',
      'Bob Roe,1 Beacon St,Boston,MA,2108',
    ]),
  );
  await dialog.getByLabel('CSV file').setInputFiles(file);
  // Nothing is checked or priced before a campaign is chosen: the form says so beside the field.
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expectFieldError(dialog.getByLabel('Campaign'), 'Choose the campaign to send these postcards on.');

  // A neighbor campaign: what gets mailed, before anything is checked or priced.
  await dialog.getByLabel('Campaign').selectOption({ label: 'Just sold (Neighbor Campaign)' });
  await expect(dialog.getByRole('status').filter({ hasText: '3 rows × 20 neighbors = 60 postcards' })).toBeVisible();
  await shoot(page, 'sending', 'bulk-send-neighbor-math');

  await dialog.getByLabel('Campaign').selectOption({ label: 'Spring list (Single Send)' });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog).toContainText('2 valid, 1 with errors · Total $2.50');

  // The refused row: downloaded with its error, then corrected in place and checked again.
  const fix = dialog.getByRole('region', { name: 'Fix the row with errors' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    fix.getByRole('button', { name: 'Download rows with errors (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('inkpost-rows-with-errors.csv');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(
    '\uFEFFName,Address,City,State,ZIP,Error\r\nAnn Lee,5 Oak Rd,Springfield,IL,90210,"Please enter a valid US address (ZIP 90210 is not in Springfield, IL)"',
  );
  const row2 = fix.getByRole('group', {
    name: 'Row 2: Please enter a valid US address (ZIP 90210 is not in Springfield, IL)',
  });
  await expect(row2.getByLabel('ZIP')).toHaveValue('90210');
  await expectAccessible(page);
  await shoot(page, 'sending', 'bulk-send-fix-rows');
  await row2.getByLabel('ZIP').fill('62701');
  await fix.getByRole('button', { name: 'Check rows again' }).click();
  await expect(dialog).toContainText('3 valid, 0 with errors · Total $3.75');
  await dialog.getByRole('button', { name: 'Save 3 orders to pay later' }).click();
  await expect(notice(page, 'orders saved')).toHaveText(
    '3 orders saved — they wait for $3.75: add funds or save a card. View orders',
  );

  // The same campaign again minutes later: the repeat is listed and skipped unless chosen.
  await (await whenHydrated(page.getByRole('button', { name: 'Bulk Send' }))).click();
  await dialog.getByLabel('Campaign').selectOption({ label: 'Spring list (Single Send)' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        'sending-repeat.csv',
        withHeader(['Jane Doe,123 Main St,Springfield,IL,62701', 'Kim Park,9 Elm St,Springfield,IL,62701']),
      ),
    );
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  const repeats = dialog.getByRole('group', { name: '1 row was mailed on this campaign in the last 90 days' });
  await expect(repeats).toContainText('Row 1: Jane Doe, 123 Main St, Springfield, IL 62701');
  await expect(repeats.getByLabel('Skip them (they get nothing this time)')).toBeChecked();
  await expect(dialog).toContainText('2 valid, 0 with errors · Total $1.25 · 1 mailed recently, skipped');
  await expect(dialog.getByRole('button', { name: 'Save 1 order to pay later' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'sending', 'bulk-send-repeats');
  await repeats.getByLabel('Send to them anyway').check();
  await expect(dialog.getByRole('button', { name: 'Save 2 orders to pay later' })).toBeVisible();
  await repeats.getByLabel('Skip them (they get nothing this time)').check();

  // The same payment block as Confirm Order; Add funds and send, and Orders opens where the order is.
  const payment = dialog.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Your balance$0.00');
  await expect(payment).toContainText('Not covered by your balance$1.25');
  await expect(dialog.getByLabel('Amount to add (USD)')).toHaveValue('5.00');
  await dialog.getByRole('button', { name: 'Add funds and send' }).click();
  await payCheckout(page, '$5.00');
  // Bulk Send placed its orders first (waiting for payment); the toast names the send they paid for.
  await expectToast(page, 'Funds added: $5.00. It paid for your postcard (Spring list).');
  await expect(page).toHaveURL(/\/orders\?filter=all$/);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Kim Park · ' })).toBeVisible();
  // Jane Doe was skipped: this send is Kim Park's card alone (a one-card send reads as its card),
  // and the first Bulk Send, Jane Doe's among its 3, is still one row.
  await expect(page.locator('[data-send-row]').filter({ hasText: '3 postcards' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Jane Doe · ' })).toHaveCount(0);
});

test('a follow-up with nobody to send to says the true reason', async ({ page }) => {
  await signUp(page);
  await createTemplateViaUi(page, 'Plain card');
  await createCampaign(page, 'No link', 'Plain card');
  await createCampaign(page, 'With link', 'Plain card', { responseUrl: 'example.com/offer' });

  await page.getByRole('link', { name: 'Results of No link' }).click();
  const followUp = page.getByRole('group', { name: 'Send a follow-up' });
  await (await whenHydrated(followUp.getByRole('button', { name: 'to non-responders' }))).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nobody to follow up' })).toHaveText(
    /Nobody to follow up: this campaign has no response URL, so its postcards carry no QR code and no response is recorded\./,
  );

  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Results of With link' }).click();
  await (await whenHydrated(followUp.getByRole('button', { name: 'to non-responders' }))).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nobody to follow up' })).toHaveText(
    /Nobody to follow up yet: no postcard of this campaign has been mailed\./,
  );
  await shoot(page, 'sending', 'follow-up-nobody');
});
