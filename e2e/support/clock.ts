import type { Page } from '@playwright/test';
import { expect } from './test';

// The sandbox clock (/sandbox/clock) is one for the whole server: the specs that move it run in
// the `clock` project, one at a time after every other spec (playwright.config.ts), and each
// puts it back to the real time when it ends.

/** Moves the sandbox clock with one of its buttons ("Move forward 7 days"). */
export async function moveClock(page: Page, label: string) {
  await page.goto('/sandbox/clock');
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL('/sandbox/clock');
}

/** Back to the real time, if the clock was moved. */
export async function resetClock(page: Page) {
  await page.goto('/sandbox/clock');
  const back = page.getByRole('button', { name: 'Back to the real time' });
  if (await back.count()) await back.click();
  await expect(page.getByText(/ahead of the real time/)).toHaveCount(0);
}
