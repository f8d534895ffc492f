import { expect, type Locator, type Page } from '@playwright/test';
import { csvFile } from './files';
import { whenHydrated } from './orders';

/**
 * A send of several cards on the Orders page is one row (issue 34, decision 045): campaign, how
 * many postcards and when, its cards by state. `text` picks the row (its campaign, its date).
 */
export function sendRow(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-send-row]').filter({ hasText: text });
}

/** Opens the send's page from its row on Orders, where each of its cards has the order row. */
export async function openSend(page: Page, text: string | RegExp): Promise<void> {
  await (await whenHydrated(sendRow(page, text).getByRole('link', { name: /^View the \d+ cards/ }))).click();
  await expect(page).toHaveURL(/\/orders\/sends\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Its cards' })).toBeVisible();
}

/**
 * A contact list made on /contacts and filled from a CSV of `rows` (Name, Address, City, State,
 * ZIP), checked by the import report; the page is left on the list.
 */
export async function createListFromCsv(page: Page, name: string, rows: string[]): Promise<void> {
  await page.goto('/contacts');
  await (await whenHydrated(page.getByRole('button', { name: 'New list' }))).click();
  await page.getByRole('dialog', { name: 'New list' }).getByLabel('List name').fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await (await whenHydrated(page.getByRole('button', { name: 'Import CSV' }))).click();
  const importing = page.getByRole('dialog', { name: `Import CSV into ${name}` });
  await importing
    .getByLabel('CSV file')
    .setInputFiles(csvFile(`${name.toLowerCase()}.csv`, ['Name,Address,City,State,ZIP', ...rows].join('\n')));
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByTestId('import-report')).toContainText(
    `${rows.length} contact${rows.length === 1 ? '' : 's'} added`,
  );
  await importing.getByRole('button', { name: 'Done' }).click();
}
