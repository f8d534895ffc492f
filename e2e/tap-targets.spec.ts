import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { signUp } from './support/helpers';
import { createSingleCampaign, MAIN_ST, openConfirmOrder, openOrders, orderRow, whenHydrated } from './support/orders';
import { createListFromCsv } from './support/sends';

// Issue 36, point 4: on a phone every tap target is at least 24×24 CSS px (WCAG 2.2 2.5.8, with
// its two exceptions: a link inside a sentence, and a small target with 24 px of room around
// it), and a primary action is 44 px tall.
test.use({ viewport: { width: 390, height: 844 } });

type Problem = { target: string; width: number; height: number; why: string };

/** Every visible target of the page that breaks the rule, measured in the browser. */
async function tapTargetProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])';
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden (the skip link until focused) or not rendered: not a target.
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    });
    const rects = all.map((el) => el.getBoundingClientRect());
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    const center = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.x - p.x, 0, p.x - r.right), Math.max(r.y - p.y, 0, p.y - r.bottom));
    // A link inside a sentence: its block has words of its own besides the link.
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p, li, dd, td, figcaption');
      if (!block) return false;
      const own = Array.from(block.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE);
      return own.some((n) => (n.textContent ?? '').trim().length > 1);
    };
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: { target: string; width: number; height: number; why: string }[] = [];
    all.forEach((el, i) => {
      const r = rects[i];
      const primary = /\bbg-brand-600\b/.test(el.className) && (el.tagName === 'BUTTON' || el.tagName === 'A');
      if (primary && r.height < 43.5 && el.getAttribute('aria-pressed') === null)
        problems.push({ target: name(el), width: r.width, height: r.height, why: 'primary action under 44 px' });
      if (!small(r) || inSentence(el)) return;
      // The spacing exception: a 24 px circle around it meets no other target (nor its circle).
      const c = center(r);
      const crowded = rects.some((other, j) => {
        if (j === i || all[j].contains(el) || el.contains(all[j])) return false;
        return small(other)
          ? Math.hypot(c.x - center(other).x, c.y - center(other).y) < 24
          : distanceToRect(c, other) < 12;
      });
      if (crowded) problems.push({ target: name(el), width: r.width, height: r.height, why: 'under 24×24 px' });
    });
    return problems.map((p) => ({ ...p, width: Math.round(p.width), height: Math.round(p.height) }));
  });
}

test('every tap target on every page is at least 24×24 px at 390 px', async ({ page }) => {
  test.setTimeout(150_000);
  const pages: string[] = ['/login', '/signup', '/forgot-password'];
  const found: Record<string, Problem[]> = {};
  const check = async (path: string) => {
    await page.waitForLoadState('load');
    const problems = await tapTargetProblems(page);
    if (problems.length) found[path] = problems;
  };
  for (const path of pages) {
    await page.goto(path);
    await check(path);
  }

  await signUp(page);
  await createSingleCampaign(page, 'Reach test');
  const confirm = await openConfirmOrder(page, 'Reach test', 'Di Fox', MAIN_ST);
  await check('Confirm Order');
  await confirm.getByRole('button', { name: 'Save 1 order to pay later' }).click();
  await expect(confirm).toBeHidden();
  await createListFromCsv(page, 'Reach list', [
    'Ann Lee,123 Main St,Springfield,IL,62701',
    'Bo Lee,1 Beacon St,Boston,MA,02108',
  ]);
  await check(new URL(page.url()).pathname);

  await openOrders(page, 'all');
  await whenHydrated(orderRow(page, 'Di Fox').getByRole('link', { name: 'Order details' }));
  await check('/orders?filter=all');
  await orderRow(page, 'Di Fox').getByRole('link', { name: 'Order details' }).click();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await check('/orders/{id}');

  await page.goto('/campaigns');
  await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }));
  await check('/campaigns');
  await page.getByRole('link', { name: 'Reach test', exact: true }).first().click();
  await expect(page.locator('[data-figure="Postcards Sent"]')).toBeVisible();
  await check('/campaigns/{id}');

  for (const path of [
    '/templates',
    '/contacts',
    '/orders',
    '/tracking',
    '/tracking?tab=phone',
    '/profile',
    '/profile?tab=billing',
    '/profile?tab=integrations',
    '/profile?tab=security',
    '/developers',
  ]) {
    await page.goto(path);
    await check(path);
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await check('the ☰ menu');
  expect(found).toEqual({});
});
