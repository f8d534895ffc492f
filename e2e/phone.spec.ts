import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, signUp } from './support/helpers';
import { createSingleCampaign, MAIN_ST, openConfirmOrder, openOrders, orderRow, whenHydrated } from './support/orders';

// Issue 36, point 1: at 390×844 each screen shows first what it is for. Checked with bounding
// boxes: above the fold means the box's top is inside the first screen.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

async function expectInFirstScreen(page: Page, locator: Locator) {
  const { y, height } = await box(locator);
  expect(y, `${locator} starts in the first screen`).toBeGreaterThanOrEqual(0);
  expect(y + Math.min(height, 40), `${locator} starts in the first screen`).toBeLessThanOrEqual(PHONE.height);
}

test('Confirm Order, the order page and the results page lead with what they are for', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await createSingleCampaign(page, 'Phone test');
  const confirm = await openConfirmOrder(page, 'Phone test', 'Cy Moss', MAIN_ST);
  await page.screenshot({ path: 'e2e/.screenshots/phone-confirm-order-first-screen.png' });

  // The card first, above the fold and above the buttons; the total and the buttons in view at
  // the bottom, the title and × at the top; focus on the heading, not in a field.
  const heading = confirm.getByRole('heading', { name: 'Confirm Order' });
  await expect(heading).toBeFocused();
  const front = confirm.getByAltText('Front of the postcard');
  const bar = confirm.getByTestId('confirm-bar');
  const save = confirm.getByRole('button', { name: 'Save 1 order to pay later' });
  await expectInFirstScreen(page, front);
  const barBox = await box(bar);
  expect((await box(front)).y).toBeLessThan(barBox.y);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height);
  await expect(confirm.getByTestId('confirm-total')).toBeInViewport();
  await expect(save).toBeInViewport();
  expect((await box(save)).height).toBeGreaterThanOrEqual(44);
  // Scrolled to the end, the title and × are still there.
  await confirm.getByRole('region', { name: 'Payment' }).scrollIntoViewIfNeeded();
  await expect(heading).toBeInViewport();
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeInViewport();
  await expect(save).toBeInViewport();
  await expectAccessible(page);
  await save.click();
  await expect(confirm).toBeHidden();

  // The order page: status and timeline before the card images.
  await openOrders(page, 'all');
  await (await whenHydrated(orderRow(page, 'Cy Moss').getByRole('link', { name: 'Order details' }))).click();
  const timeline = page.getByRole('heading', { name: 'Timeline' });
  await expect(timeline).toBeVisible();
  await expectInFirstScreen(page, timeline);
  expect((await box(timeline)).y).toBeLessThan((await box(page.getByRole('heading', { name: 'The card' }))).y);
  await page.screenshot({ path: 'e2e/.screenshots/phone-order-page-first-screen.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'e2e/.screenshots/desktop-order-page.png' });
  await page.setViewportSize(PHONE);

  // The results page: the figures first, the actions in one menu under them.
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('link', { name: 'Phone test', exact: true }).first())).click();
  const sent = page.locator('[data-figure="Postcards Sent"]');
  await expect(sent).toBeVisible();
  await expectInFirstScreen(page, sent);
  const actions = page.getByRole('button', { name: 'Actions' });
  expect((await box(sent)).y).toBeLessThan((await box(actions)).y);
  await expect(page.getByRole('button', { name: 'Send to a list' })).toBeHidden();
  await page.screenshot({ path: 'e2e/.screenshots/phone-results-first-screen.png' });
  await (await whenHydrated(actions)).click();
  await expect(actions).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Send to a list' })).toBeVisible();
  await page.screenshot({ path: 'e2e/.screenshots/phone-results-actions-open.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'e2e/.screenshots/desktop-results.png' });
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
});
