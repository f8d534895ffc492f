import { expect, test } from '@playwright/test';
import { errorBox, signUp } from './support/helpers';

// Screenshots of every screen at desktop and phone widths, for people to look at
// (e2e/.screenshots). Each also checks the page rendered its heading.
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of WIDTHS) {
  test(`screens at ${name} width`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const shot = (screen: string) => page.screenshot({ path: `e2e/.screenshots/${name}-${screen}.png`, fullPage: true });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Inkpost' })).toBeVisible();
    await shot('login');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(errorBox(page)).toBeVisible();
    await shot('signup-error');

    await signUp(page);
    for (const [path, heading] of [
      ['/templates', 'Postcard Templates'],
      ['/campaigns', 'Campaigns'],
      ['/orders', 'Orders'],
      ['/tracking', 'Engagement Tracking'],
      ['/profile', 'Profile'],
      ['/profile?tab=billing', 'Profile'],
      ['/profile?tab=security', 'Profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await shot(path.slice(1).replace(/[?=]/g, '-'));
    }
    if (name === 'desktop') {
      await page.getByRole('complementary').getByRole('button', { name: /Upgrade to Pro/ }).click();
      await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
      await shot('plan-modal');
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await shot('menu');
    }
    await context.close();
  });
}
