import fs from 'node:fs';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { signUp } from './support/helpers';
import {
  MAILED,
  saveReturnAddress,
  addFunds,
  addPortalCard,
  addSingleCampaign,
  DECLINING_CARD,
  INVALID_ST,
  openBillingTab,
  openPaymentPortal,
  orderRow,
  sendPostcard,
  whenHydrated,
  WORKING_CARD,
} from './support/orders';

// Screenshots of every screen at desktop and phone widths, for people to look at
// (e2e/.screenshots). Each also checks the page rendered its heading.
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of WIDTHS) {
  test(`screens at ${name} width`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const shot = (screen: string) =>
      page.screenshot({ path: `e2e/.screenshots/${name}-${screen}.png`, fullPage: true });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Inkpost' })).toBeVisible();
    await shot('login');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name is required');
    await shot('signup-error');

    await signUp(page);
    await saveReturnAddress(page);
    for (const [path, heading] of [
      ['/templates', 'Postcard Templates'],
      ['/campaigns', 'Campaigns'],
      ['/orders', 'Orders'],
      ['/tracking', 'Engagement Tracking'],
      ['/tracking?tab=phone', 'Engagement Tracking'],
      ['/profile', 'Profile'],
      ['/profile?tab=billing', 'Profile'],
      ['/profile?tab=integrations', 'Profile'],
      ['/profile?tab=security', 'Profile'],
      ['/developers', 'Inkpost API'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await shot(path.slice(1).replace(/[?=]/g, '-'));
    }
    // The template editor, step by step, then the grid with a card.
    fs.mkdirSync('test-results/images', { recursive: true });
    const card = (file: string, color: string) =>
      sharp({ create: { width: 1875, height: 1275, channels: 3, background: color } })
        .png()
        .toFile(file);
    await card('test-results/images/screens-front.png', '#1d4ed8');
    await card('test-results/images/screens-back.png', '#fde68a');
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Create New Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Template' });
    await dialog.getByLabel('Template name').fill('Spring open house');
    await dialog.getByLabel('6x9').check();
    await shot('template-editor-1');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Front image').setInputFiles('test-results/images/screens-front.png');
    await dialog.getByLabel('Back image').setInputFiles('test-results/images/screens-back.png');
    await expect(dialog.getByAltText('Back image preview')).toBeVisible();
    await shot('template-editor-2');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog
      .getByLabel('Message', { exact: true })
      .fill('Hi {{recipient_name}},\nThanks for being a wonderful neighbor. Drop by on Saturday for coffee!\n— Dave');
    await expect(dialog.getByAltText('Your message in handwriting')).toBeVisible();
    await shot('template-editor-3');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByRole('link', { name: 'View Proof' })).toBeVisible({ timeout: 20_000 });
    await shot('templates-with-card');

    // A campaign, the Send form and Confirm Order, then the orders list.
    await page.goto('/campaigns');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const form = page.getByRole('dialog', { name: 'Create Campaign' });
    await form.getByLabel('Campaign name').fill('Spring neighbors');
    await form.getByLabel('Template').selectOption({ label: 'Spring open house (6x9)' });
    await form.getByLabel('Neighbor Campaign').check();
    await shot('campaign-form');
    await form.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Send Spring neighbors' }).click();
    const send = page.getByRole('dialog', { name: 'Send: Spring neighbors' });
    await send.getByLabel('Name at the target address').fill('The Millers');
    await send.getByRole('combobox').fill('123 main st springfield il');
    await expect(send.getByRole('option').first()).toBeVisible();
    await shot('send-form');
    await send.getByRole('option').first().click();
    await expect(send.getByText('Address validated')).toBeVisible();
    await send.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Confirm Order' }).getByAltText('Back of the postcard'),
    ).toBeVisible();
    await shot('confirm-order');
    await page
      .getByRole('dialog', { name: 'Confirm Order' })
      .getByRole('button', { name: 'Save 1 order to pay later' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Order saved — it waits for $17.00' })).toBeVisible();
    await shot('campaigns-with-campaign');
    await page.goto('/orders');
    await shot('orders-with-order');

    // Orders in several statuses: the neighbor order above waits at Payment required ($17.00
    // against $5.00), one postcard completes, one fails (sandbox "Invalid" street), one is cancelled.
    await addFunds(page, '5');
    await addSingleCampaign(page, 'Spring thank-yous', 'Spring open house', '6x9');
    await sendPostcard(page, 'Spring thank-yous', 'Jane Doe');
    await sendPostcard(page, 'Spring thank-yous', 'Max Moss', INVALID_ST);
    await page.getByRole('button', { name: 'Send Spring neighbors' }).click();
    await send.getByLabel('Name at the target address').fill('The Parkers');
    await send.getByRole('combobox').fill('5 oak rd st louis mo');
    await send.getByRole('option').first().click();
    await expect(send.getByText('Address validated')).toBeVisible();
    await send.getByRole('button', { name: 'Continue' }).click();
    // $17.00 against what is left of $5.00: saved to pay later (or sent, had it been paid).
    await page
      .getByRole('dialog', { name: 'Confirm Order' })
      .getByRole('button', { name: /^(Submit Order|Save 1 order to pay later)$/ })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Order (placed for Spring neighbors|saved — it waits)/ }),
    ).toBeVisible();
    await page.goto('/orders?filter=all');
    // Screenshots, not a test of live updates (orders.spec.ts has those): Refresh until settled.
    const parkers = orderRow(page, 'The Parkers');
    await expect(async () => {
      await page.getByRole('link', { name: 'Refresh' }).click();
      await expect(parkers.getByText('Payment required', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await (await whenHydrated(parkers.getByRole('button', { name: 'Cancel' }))).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Cancel order' })
      .click();
    await expect(parkers.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(async () => {
      await page.getByRole('link', { name: 'Refresh' }).click();
      await expect(orderRow(page, 'Jane Doe').getByText(MAILED)).toBeVisible({ timeout: 1000 });
      await expect(orderRow(page, 'Max Moss').getByText('Failed', { exact: true })).toBeVisible({ timeout: 1000 });
      await expect(orderRow(page, 'The Millers').getByText('Payment required', { exact: true })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
    await shot('orders-all-statuses');

    // The sandbox portal with two saved cards, then the Billing tab with cards and history.
    await openPaymentPortal(page);
    await addPortalCard(page, WORKING_CARD);
    await addPortalCard(page, DECLINING_CARD);
    await shot('billing-portal-with-cards');
    await openBillingTab(page);
    await expect(page.getByText('Funds added', { exact: true })).toBeVisible();
    await shot('profile-billing-with-history');
    await page.goto('/orders');

    if (name === 'desktop') {
      await page
        .getByRole('complementary')
        .getByRole('button', { name: /Upgrade to Pro/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
      await shot('plan-modal');
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await shot('menu');
    }
    await context.close();
  });
}
