import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
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

/** The link the QR code on a printed card leads to (its back, at `href`: the order's View card). */
export async function decodeCard(request: APIRequestContext, href: string): Promise<string> {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code).not.toBeNull();
  return code!.data;
}
