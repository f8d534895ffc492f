import fs from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { errorBox, expectAccessible, expectFieldError, signUp } from './support/helpers';
import { fillReturnAddress, orderRow, whenHydrated } from './support/orders';
import { openSend, sendRow } from './support/sends';
import { createTemplateViaUi, imageFile } from './support/templates';
import { csvFile, shoot } from './support/files';

async function createCampaign(page: Page, name: string, template: string) {
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill(name);
  await form.getByLabel('Template').selectOption({ label: `${template} (4x6)` });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
}

test('bulk send a CSV with one bad row: template, mapping, preview with the error and total, send', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/campaigns');
  await expect(page.getByRole('button', { name: 'Bulk Send' })).toBeDisabled();
  await createTemplateViaUi(page, 'Postcard for lists');
  await createCampaign(page, 'Spring mailing', 'Postcard for lists');

  await page.getByRole('button', { name: 'Bulk Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Send' });
  // No silent default: nothing is checked until the user chooses the campaign.
  await expect(dialog.getByLabel('Campaign')).toHaveValue('');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('inkpost-recipients.csv');
  const template = fs.readFileSync(await download.path(), 'utf8');
  expect(template).toContain(
    'Name,Address,"Apartment, suite, unit",City,State,ZIP\r\nJane Doe,123 Main St,Apt 4B,Springfield,IL,62701',
  );

  // Not a CSV: a clear message and nothing to check.
  await dialog.getByLabel('CSV file').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await expectFieldError(
    dialog.getByLabel('CSV file'),
    'This file is not a CSV file. Download the template to see the expected columns.',
  );
  await expect(dialog.getByRole('button', { name: 'Check rows' })).toBeDisabled();

  // Headers the guess understands, in an order of their own, and a column we do not use.
  const csv = csvFile(
    'recipients.csv',
    [
      'Zip Code,Recipient Name,Street,City,State,Notes',
      '62704,Jane Doe,123 Main St,Springfield,IL,first',
      '90210,"Lee, Ann",5 Oak Rd,Springfield,IL,ZIP of another city',
      '2108,Bob Roe,1 Beacon St,Boston,MA,',
    ].join('\n'),
  );
  await dialog.getByLabel('CSV file').setInputFiles(csv);
  await expect(dialog.getByLabel('CSV file')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Found 3 rows in recipients.csv.');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('1');
  await expect(dialog.getByLabel('ZIP')).toHaveValue('0');
  await expectAccessible(page);
  await shoot(page, 'bulk-send', 'bulk-send-columns');
  // No campaign chosen and a required column left out: both said beside their fields at once.
  await dialog.getByLabel('City').selectOption({ label: '— Not in the file —' });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expectFieldError(dialog.getByLabel('Campaign'), 'Choose the campaign to send these postcards on.');
  await expectFieldError(dialog.getByLabel('City'), 'Choose a column for Name, Address, City, State and ZIP.');
  await expect(errorBox(dialog)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'bulk-send', 'bulk-send-field-errors');
  await dialog.getByLabel('City').selectOption({ label: 'City' });
  await dialog.getByLabel('Campaign').selectOption({ label: 'Spring mailing (Single Send)' });
  await expect(dialog.getByLabel('Campaign')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Check rows' }).click();

  await expect(dialog).toContainText('2 valid, 1 with errors · Total $2.50');
  const rows = dialog.getByRole('region', { name: 'Rows to send' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Jane Doe123 Main St, Springfield, IL 62704$1.25');
  await expect(rows.nth(2)).toContainText(
    'Lee, AnnPlease enter a valid US address (ZIP 90210 is not in Springfield, IL)—',
  );
  await expect(rows.nth(3)).toContainText('Bob Roe1 Beacon St, Boston, MA 02108$1.25');
  await expectAccessible(page);

  // How it is paid: the same block as Confirm Order.
  const payment = dialog.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Your balance$0.00');
  await expect(payment).toContainText('Not covered by your balance$2.50');
  await expect(payment).toContainText('No card is saved. Add funds now and the postcards are sent once they arrive.');
  await expect(dialog.getByTestId('confirm-total')).toHaveText('$2.50');
  await expect(dialog.getByRole('button', { name: 'Add funds and send' })).toBeVisible();

  // No return address yet: the preview asks for it with the profile's fields, and the send waits.
  const ask = dialog.getByRole('region', { name: 'Your return address' });
  await expect(ask).toContainText('yours is not saved yet');
  await expect(dialog.getByRole('button', { name: 'Save 2 orders to pay later' })).toBeDisabled();
  await expect(dialog.getByText('Save your return address above to send.')).toBeVisible();
  await shoot(page, 'bulk-send', 'bulk-send-preview');
  await (await whenHydrated(ask.getByRole('button', { name: 'Save Return Address' }))).click();
  // The name given at sign-up is there already; the empty address fields are what is missing.
  await expect(ask.getByLabel('Name', { exact: true })).toHaveValue('Pat Postcard');
  await expect(ask.getByLabel('City', { exact: true })).toHaveAccessibleDescription(
    'Please fill in all required fields',
  );
  await fillReturnAddress(ask);
  await expect(dialog.getByRole('status').filter({ hasText: 'Return address saved to your profile' })).toBeVisible();
  await expect(ask).toBeHidden();

  await dialog.getByRole('button', { name: 'Save 2 orders to pay later' }).click();
  await expect(dialog).toBeHidden();
  // A new account has no money: the notice says the orders wait, and for how much.
  await expect(page.getByRole('status').filter({ hasText: 'orders saved' })).toHaveText(
    '2 orders saved — they wait for $2.50: add funds or save a card. View orders',
  );
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Spring mailing' })).toContainText(
    'Recipients: 2',
  );

  await page.getByRole('link', { name: 'View orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  // One row for the Bulk Send (decision 045): its 2 cards wait for funds.
  const sent = sendRow(page, 'Spring mailing');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('2 postcards · Placed');
  await expect(sent.locator('[data-send-states]')).toHaveText('2 waiting for payment');
  await expect(sent).toContainText('$2.50');
  // Its page: each card waits for funds.
  await openSend(page, 'Spring mailing');
  await expect(orderRow(page, 'Jane Doe')).toContainText('Jane Doe · 123 Main St, Springfield, IL 62704');
  await expect(orderRow(page, 'Jane Doe')).toContainText('Payment required');
  await expect(orderRow(page, 'Bob Roe')).toContainText('Bob Roe · 1 Beacon St, Boston, MA 02108');
  await expect(orderRow(page, 'Bob Roe')).toContainText('$1.25');
});
