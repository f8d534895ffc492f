import type { Page } from '@playwright/test';
import { asAdmin } from './admin';
import { expect } from './test';

// The sandbox clock (/sandbox/clock) is one for the whole server and only the admin moves it:
// the specs that move it run in the `clock` project, one at a time after every other spec
// (playwright.config.ts), and each puts it back to the real time when it ends.

/**
 * Moves the sandbox clock with one of its buttons ("Move forward 7 days"), as the admin, and
 * waits for the page to say where the clock now is.
 */
export async function moveClock(page: Page, label: string, says: RegExp = /ahead of the real time/) {
  await asAdmin(page, async (admin) => {
    await admin.goto('/sandbox/clock');
    await admin.getByRole('button', { name: label }).click();
    await expect(admin).toHaveURL('/sandbox/clock');
    await expect(admin.getByTestId('sandbox-now')).toBeVisible();
    await expect(admin.getByText(says)).toBeVisible();
  });
}

/** Back to the real time, if the clock was moved. */
export async function resetClock(page: Page) {
  await asAdmin(page, async (admin) => {
    await admin.goto('/sandbox/clock');
    const back = admin.getByRole('button', { name: 'Back to the real time' });
    if (await back.count()) await back.click();
    await expect(admin.getByText(/ahead of the real time/)).toHaveCount(0);
  });
}
