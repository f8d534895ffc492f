import { expect, type Page } from '@playwright/test';

/** The live region the Toaster keeps on every page (components/feedback/toaster.tsx). */
export const toastAnnouncer = (page: Page) => page.locator('[aria-live="polite"][data-testid="toast-announcer"]');

/**
 * A toast says `text` on screen and the polite live region announces it: the region is on the
 * page from its first paint (so screen readers hear what is put in it) and holds these words.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('toast').filter({ hasText: text }).first()).toBeVisible();
  await expect(toastAnnouncer(page).locator('p').filter({ hasText: text })).toHaveCount(1);
}
