import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, expectFieldError, signUp } from './support/helpers';
import { csvFile, shoot } from './support/files';
import { createSingleCampaign, MAIN_ST, placedNotice, whenHydrated } from './support/orders';
import { openSend } from './support/sends';

// Issue 35, "Line 2 everywhere": Send, a list's contact and a Bulk Send CSV each carry the
// apartment, suite or unit onto Confirm Order, the orders and the order page.

const UNIT_LABEL = 'Apartment, suite, unit (optional)';
const TOO_LONG = 'Apartment, suite or unit can have at most 64 characters';

/** The card of `recipient` on a send's page, opened on its own order page. */
async function openCard(page: Page, recipient: string, address: string) {
  const card = page
    .getByRole('region', { name: 'Its cards' })
    .getByRole('listitem')
    .filter({ hasText: `${recipient} · ${address}` });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`${recipient} · ${address}`)).toBeVisible();
}

test('Send asks for the unit and prints it; a contact with a unit carries it through a list send', async ({ page }) => {
  test.slow(); // Two sends, a list and screenshots at two widths: over a minute on a busy machine.
  await signUp(page);
  await createSingleCampaign(page, 'Spring mailing');

  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Send Spring mailing', exact: true }))).click();
  const dialog = page.getByRole('dialog', { name: 'Send: Spring mailing' });
  await dialog.getByLabel('Recipient name').fill('Lee Chan');
  await dialog.getByRole('combobox', { name: 'Address (US)' }).fill(MAIN_ST.query);
  await dialog.getByRole('option', { name: MAIN_ST.suggestion }).click();
  await expect(dialog.getByText('Address validated')).toBeVisible();
  const unit = dialog.getByLabel(UNIT_LABEL);
  await unit.fill('x'.repeat(65));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(unit, TOO_LONG);
  await unit.fill('Apt 2A');
  await expectAccessible(page);
  await shoot(page, 'address-line-2', 'send-form', dialog);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(confirm.getByAltText('Back of the postcard')).toBeVisible();
  await expect(confirm).toContainText('Lee Chan123 Main StApt 2ASpringfield, IL 62701');
  await shoot(page, 'address-line-2', 'send-confirm', confirm);
  await confirm.getByRole('button', { name: 'Save 1 order to pay later' }).click();
  await expect(placedNotice(page, 'Spring mailing')).toBeVisible();

  await page.goto('/orders?filter=all');
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Lee Chan · 123 Main St, Apt 2A, Springfield, IL 62701' });
  await expect(row).toHaveCount(1);
  await shoot(page, 'address-line-2', 'orders');
  await row.getByRole('link').first().click();
  await expect(page.getByText('Lee Chan · 123 Main St, Apt 2A, Springfield, IL 62701')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'address-line-2', 'order-page');

  // A contact in another unit of the same building, sent through a list: not a repeat of Apt 2A,
  // and its unit is on its card.
  await page.goto('/contacts');
  await (await whenHydrated(page.getByRole('button', { name: 'New list' }))).click();
  await page.getByRole('dialog', { name: 'New list' }).getByLabel('List name').fill('Tenants');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
  await (await whenHydrated(page.getByRole('button', { name: 'Add contact' }))).click();
  const add = page.getByRole('dialog', { name: 'Add contact' });
  await add.getByLabel('Name').fill('Jane Doe');
  await add.getByRole('combobox', { name: /Address/ }).fill(MAIN_ST.query);
  await add.getByRole('option', { name: MAIN_ST.suggestion }).click();
  await expect(add.getByText('Address validated')).toBeVisible();
  await add.getByLabel(/Apartment, suite or unit/).fill('Apt 4B');
  await add.getByRole('button', { name: 'Add contact' }).click();
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: 'Send to this list' }).click();
  const send = page.getByRole('dialog', { name: 'Send to Tenants' });
  await send.getByLabel('Campaign').selectOption({ label: 'Spring mailing (Single Send)' });
  await send.getByRole('button', { name: 'Check price' }).click();
  await expect(send.getByTestId('confirm-total')).toHaveText('$1.25');
  await send.getByRole('button', { name: 'Save 1 order to pay later' }).click();
  await expect(send).toBeHidden();
  // One card: its own row on Orders (a send of several is one row), then its page.
  await page.goto('/orders?filter=all');
  const janes = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Jane Doe · 123 Main St, Apt 4B, Springfield, IL 62701' });
  await expect(janes).toHaveCount(1);
  await janes.getByRole('link').first().click();
  await expect(page.getByText('Jane Doe · 123 Main St, Apt 4B, Springfield, IL 62701')).toBeVisible();
});

test('Bulk Send maps a unit column: each row keeps its unit, a bad unit is said on its row', async ({ page }) => {
  test.slow();
  await signUp(page);
  await createSingleCampaign(page, 'Spring mailing');
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Bulk Send' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Send' });
  await dialog.getByLabel('Campaign').selectOption({ label: 'Spring mailing (Single Send)' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        'tenants.csv',
        [
          'Name,Address,Unit,City,State,ZIP',
          'Jane Doe,123 Main St,Apt 4B,Springfield,IL,62704',
          'Bob Roe,123 Main St,Apt 5C,Springfield,IL,62704',
          `Ann Lee,123 Main St,${'Suite '.repeat(12)},Springfield,IL,62704`,
        ].join('\n'),
      ),
    );
  await expect(dialog).toContainText('Found 3 rows in tenants.csv.');
  await expect(dialog.getByLabel(UNIT_LABEL)).toHaveValue('2');
  await expectAccessible(page);
  await shoot(page, 'address-line-2', 'bulk-columns', dialog);
  await dialog.getByRole('button', { name: 'Check rows' }).click();

  await expect(dialog).toContainText('2 valid, 1 with errors · Total $2.50');
  const rows = dialog.getByRole('region', { name: 'Rows to send' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Jane Doe123 Main St, Apt 4B, Springfield, IL 62704$1.25');
  await expect(rows.nth(2)).toContainText('Bob Roe123 Main St, Apt 5C, Springfield, IL 62704$1.25');
  await expect(rows.nth(3)).toContainText(`Ann Lee${TOO_LONG}—`);
  // The refused row can be corrected in place, its unit too.
  await expect(dialog.getByLabel('Apartment, suite, unit', { exact: true })).toHaveValue(/^(Suite ){11}Suite$/);
  await expectAccessible(page);
  await shoot(page, 'address-line-2', 'bulk-preview', dialog);
  await dialog.getByRole('button', { name: 'Save 2 orders to pay later' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'View orders' }).click();
  await openSend(page, /Spring mailing.*2 postcards/);
  const cards = page.getByRole('region', { name: 'Its cards' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Bob Roe · 123 Main St, Apt 5C, Springfield, IL 62704' })).toHaveCount(1);
  await openCard(page, 'Jane Doe', '123 Main St, Apt 4B, Springfield, IL 62704');
});
