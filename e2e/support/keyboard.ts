import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// Issue 23 point 5: the checks every dialog and menu passes with the keyboard alone.

/**
 * Presses Tab `presses` times (30 unless told; with `backwards`, every third press is
 * Shift+Tab); focus must stay inside `layer` after every press.
 */
export async function expectTabStaysInside(
  page: Page,
  layer: Locator,
  { presses = 30, backwards = false }: { presses?: number; backwards?: boolean } = {},
): Promise<void> {
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press(backwards && press % 3 === 0 ? 'Shift+Tab' : 'Tab');
    expect(await layer.evaluate((el) => el.contains(document.activeElement)), `Tab press ${press} stays inside`).toBe(
      true,
    );
  }
}

/** Focus is somewhere inside the layer (not on the page behind it, not on <body>). */
export async function expectFocusInside(layer: Locator): Promise<void> {
  await expect.poll(() => layer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** The question a dialog holding typed input asks before it closes. */
export const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });
