import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config';
import { errorBox, expectAccessible, signIn, signUp } from './support/helpers';
import { confirmTotal, createSingleCampaign, MAIN_ST, openConfirmOrder, whenHydrated } from './support/orders';

// The Free plan's 4x6 cost, which other specs expect at $1.25: this file runs alone, after all of
// them (project 'pricing' in playwright.config.ts), and puts the price back.
const SIZE = '4x6';
const OLD = '1.25';
const NEW = '1.10';

/** The admin account the app made at start (ADMIN_PASSWORD of the e2e server). */
async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
}

const planEditor = (page: Page, plan: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: `Edit ${plan}`, exact: true }) });

async function saveFreeCost(page: Page, cost: string): Promise<Locator> {
  const free = planEditor(page, 'Free');
  await (await whenHydrated(free.getByLabel(SIZE, { exact: true }))).fill(cost);
  await free.getByRole('button', { name: 'Save' }).click();
  return free;
}

test('an admin price change reaches the next Confirm Order of a Free customer', async ({ browser }) => {
  const customerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const admin = await adminContext.newPage();
  try {
    await signUp(customer);
    await createSingleCampaign(customer, 'Welcome mailer');
    let confirm = await openConfirmOrder(customer, 'Welcome mailer', 'Kim Park', MAIN_ST);
    await expect(confirmTotal(confirm)).toHaveText(`$${OLD}`);

    await signInAsAdmin(admin);
    await admin.goto('/pricing');
    await expect(admin.getByRole('heading', { name: 'Pricing Plans' })).toBeVisible();

    // A cost the form refuses, with a message that says which and why.
    let free = await saveFreeCost(admin, '-1');
    await expect(free.getByLabel(SIZE, { exact: true })).toHaveAccessibleDescription(
      `The ${SIZE} cost cannot be negative`,
    );
    await expect(errorBox(free)).toHaveCount(0); // beside the field, not in a banner

    free = await saveFreeCost(admin, NEW);
    const saved = free.getByRole('status').filter({ hasText: 'Changes saved (1 field).' });
    await expect(saved).toBeVisible();
    await expect(admin.getByRole('row', { name: /Free/ })).toContainText(`$${NEW}`);
    const changes = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Recent changes' }) });
    await expect(changes.getByRole('listitem').first()).toContainText(`Free ${SIZE} cost $${OLD} → $${NEW}`);
    await expect(changes.getByRole('listitem').first()).toContainText(E2E_ADMIN_EMAIL);
    await expectAccessible(admin);
    // The confirmation goes after 3 s.
    await expect(saved).toHaveCount(0, { timeout: 6_000 });

    await customer.goto('/campaigns');
    confirm = await openConfirmOrder(customer, 'Welcome mailer', 'Kim Park', MAIN_ST);
    await expect(confirmTotal(confirm)).toHaveText(`$${NEW}`);
    await expect(confirm).toContainText(`Postcards (1 × $${NEW})`);
  } finally {
    // Leave the shared server's prices as the other specs expect them.
    if (admin.url().endsWith('/pricing')) {
      await admin.reload();
      await saveFreeCost(admin, OLD);
      await expect(
        planEditor(admin, 'Free')
          .getByRole('status')
          .filter({ hasText: /Changes saved|No changes/ }),
      ).toBeVisible();
    }
    await customerContext.close();
    await adminContext.close();
  }
});

test('a customer who opens /pricing is sent to their templates', async ({ page }) => {
  await signUp(page);
  await page.goto('/pricing');
  await expect(page).toHaveURL('/templates');
  await expect(page.getByRole('heading', { name: 'Pricing Plans' })).toHaveCount(0);
});
