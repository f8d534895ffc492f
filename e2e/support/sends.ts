import { expect, type Locator, type Page } from '@playwright/test';
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
