import { expect, test } from './support/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config';
import { errorBox, expectAccessible, signIn, signUp } from './support/helpers';
import { addPortalCard, whenHydrated, whenPortalReady, WORKING_CARD } from './support/orders';
import { expectToast } from './support/toasts';

test('the admin sees Manage Pricing and the pricing page', async ({ page }) => {
  // The app made the admin account at start: its email is not open to signup.
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Mallory');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('postcards-2026');
  await page.getByLabel('Confirm password').fill('postcards-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(errorBox(page)).toHaveText('An account with this email already exists');
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL('/templates');
  await page.getByRole('complementary').getByRole('link', { name: 'Manage Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing Plans' })).toBeVisible();
  const pro = page.getByRole('row', { name: /Pro/ });
  await expect(pro).toContainText('$50.00');
  await expect(pro).toContainText('$1.00');
  await expect(page.getByRole('row', { name: /Free/ })).toContainText('$1.25');
  await expect(page.getByText('$0.05')).toBeVisible();
  await expectAccessible(page);
});

test('the balance updates live when funds are added in another tab', async ({ context }) => {
  const watching = await context.newPage();
  await signUp(watching);
  const balance = watching.getByRole('complementary').getByTestId('balance');
  await expect(balance).toHaveText('$0.00');

  const paying = await context.newPage();
  await paying.goto('/orders');
  await (await whenHydrated(paying.getByRole('complementary').getByRole('button', { name: 'Add funds' }))).click();
  const dialog = paying.getByRole('dialog', { name: 'Add funds' });
  await dialog.getByLabel('Amount (USD)').fill('4');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByLabel('Amount (USD)')).toHaveAccessibleDescription(
    'Enter an amount between $5.00 and $10,000.00',
  );
  await dialog.getByLabel('Amount (USD)').fill('25.50');
  await expectAccessible(paying);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(paying).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(paying.getByRole('heading', { name: '$25.50' })).toBeVisible();
  await expectAccessible(paying);
  // Before hydration the button would submit the form natively and no error would show.
  await whenHydrated(paying.getByRole('button', { name: 'Pay $25.50' }));
  await paying.getByLabel('Card number').fill('4000 0000 0000 0002');
  await paying.getByRole('button', { name: 'Pay $25.50' }).click();
  await expect(errorBox(paying)).toHaveText('Your card was declined.');
  await expect(balance).toHaveText('$0.00');

  await paying.getByLabel('Card number').fill('4242 4242 4242 4242');
  await paying.getByRole('button', { name: 'Pay $25.50' }).click();
  await expectToast(paying, 'Funds added: $25.50 to your balance.');
  await expect(paying).toHaveURL('/orders');
  await expect(paying.getByRole('complementary').getByTestId('balance')).toHaveText('$25.50');

  // The first tab was never reloaded.
  await expect(balance).toHaveText('$25.50');
});

test('upgrading in the billing portal removes the upgrade button; downgrading brings it back', async ({ page }) => {
  await signUp(page);
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('button', { name: /Upgrade to Pro/ }).click();
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(modal.getByRole('region', { name: 'Pro plan' })).toContainText('Most Popular');
  await expect(modal.getByRole('region', { name: 'Pro plan' })).toContainText('$50/month');
  await expect(modal.getByRole('region', { name: 'Free plan' })).toContainText('$0/month');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Choose Pro' }).click();

  await expect(page).toHaveURL('/sandbox/billing-portal?return_url=%2Fprofile');
  await expectAccessible(page);
  await whenPortalReady(page);
  // As in Stripe's portal, a paid plan needs a card on file.
  await page.getByRole('button', { name: 'Switch to Pro' }).click();
  await expect(errorBox(page)).toContainText(
    'Add a card below before choosing Pro: a paid plan needs a saved payment method.',
  );
  await addPortalCard(page, WORKING_CARD);
  await page.getByRole('button', { name: 'Switch to Pro' }).click();
  // The portal shows the plan with its status as a badge: "Pro" + "active".
  const currentPlan = page.getByRole('region', { name: 'Current plan' }).getByRole('paragraph').first();
  await expect(currentPlan).toHaveText(/^Pro\s*active$/);
  await page.getByRole('link', { name: '← Return to Inkpost' }).click();

  await expect(page).toHaveURL('/profile');
  await expect(sidebar.getByRole('button', { name: /Upgrade to Pro/ })).toHaveCount(0);
  await page.goto('/profile?tab=billing');
  await expect(page.getByText('active', { exact: true })).toBeVisible();
  await expect(page.getByText('Pro', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await page.getByRole('button', { name: 'Switch to Free' }).click();
  await expect(currentPlan).toHaveText(/^Free\s*active$/);
  await page.getByRole('link', { name: '← Return to Inkpost' }).click();
  await expect(sidebar.getByRole('button', { name: /Upgrade to Pro/ })).toBeVisible();
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar navigates and the header menu upgrades and signs out', async ({ page }) => {
    await signUp(page);
    await expect(page.getByRole('complementary')).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar.getByRole('link')).toHaveText([
      'Templates',
      'Campaigns',
      'Contacts',
      'Orders',
      'Tracking',
      'Profile',
    ]);
    await expect(bar.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL('/orders');
    await expect(bar.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner')).toContainText('$0.00');
    await expectAccessible(page);

    await (await whenHydrated(page.getByRole('button', { name: 'Open menu' }))).click();
    await page.getByRole('menuitem', { name: /Upgrade to Pro/ }).click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
  });
});
