import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config';
import { expect, test } from './support/test';
import { expectAccessible, signIn, signUp } from './support/helpers';
import { whenHydrated } from './support/orders';
import { createTemplateViaUi, imageFile } from './support/templates';

// Issue 28 points 3, 4, 6 and 7, as a new user meets them. With SHOTS_DIR set, each screen is
// also photographed at 1280 and 390 px wide for a person to look at.

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const whichLinks = (page: Page) => page.getByRole('navigation', { name: 'Which links' });
const plansDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose Your Plan' });

async function createQrCode(page: Page, name: string, target: string) {
  await (await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Create New QR Code' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Target URL').fill(target);
  await dialog.getByRole('button', { name: 'Create QR Code' }).click();
  const generated = page.getByRole('dialog', { name: 'Generated QR Code' });
  await generated.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
}

async function expectPerCardPrices(plan: Locator, prices: Record<string, string>) {
  const table = plan.getByRole('definition');
  await expect(table).toHaveText(Object.values(prices));
  await expect(plan.getByRole('term')).toHaveText(Object.keys(prices));
}

test('Tracking: both lists counted, an empty list says where the scans are, and a Free account past its one URL is offered Pro', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/tracking');
  await expect(whichLinks(page).getByRole('link', { name: 'Your links' })).toHaveAttribute('aria-current', 'page');
  await createQrCode(page, 'Spring mailer', 'shop.example.com/spring');

  // The switch counts both lists.
  await expect(whichLinks(page).getByRole('link', { name: 'Your links' })).toContainText('1');
  await expect(whichLinks(page).getByRole('link', { name: 'Postcard links' })).toContainText('0');

  // The empty postcard list says where the scans counted above are.
  await whichLinks(page).getByRole('link', { name: 'Postcard links' }).click();
  await expect(page.getByText('No postcard links')).toBeVisible();
  await expect(
    page.getByText('The QR Code Scans above include the scans of your 1 tracking URL of your own'),
  ).toBeVisible();
  await shoot(page, 'tracking-empty-postcard-links');
  await page.getByRole('link', { name: 'see Your links' }).click();
  await expect(page).toHaveURL(/links=own/);
  await expect(page.getByRole('row').filter({ hasText: 'Spring mailer' })).toBeVisible();

  // The Free plan's one tracking URL is used: Create QR Code offers Pro, not an empty form.
  await (await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }))).click();
  await expect(plansDialog(page)).toContainText(
    'Free users can only create one tracking URL. Upgrade to Pro for unlimited tracking URLs.',
  );
  await expect(page.getByRole('dialog', { name: 'Create New QR Code' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'tracking-free-cap-plans');
  await plansDialog(page).getByRole('button', { name: 'Close' }).first().click();

  // Phone numbers are Pro-only: the same, with its reason.
  await page.goto('/tracking?tab=phone');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Phone Number' }))).click();
  await expect(plansDialog(page)).toContainText(
    'Tracking phone numbers are part of the Pro plan. Upgrade to Pro to rent one.',
  );
  await expect(page.getByRole('dialog', { name: 'Create New Phone Number' })).toHaveCount(0);
});

test('the plan dialog shows each plan’s price per postcard from the price table and what Pro adds', async ({
  page,
}) => {
  await signUp(page);
  await (await whenHydrated(page.getByRole('button', { name: /Upgrade to Pro/ }).first())).click();
  const dialog = plansDialog(page);
  const free = dialog.getByRole('region', { name: 'Free plan' });
  const pro = dialog.getByRole('region', { name: 'Pro plan' });
  await expectPerCardPrices(free, { '4x6': '$1.25', '6x9': '$1.65', '6x11': '$1.95' });
  await expectPerCardPrices(pro, { '4x6': '$1.00', '6x9': '$1.32', '6x11': '$1.56' });
  for (const feature of ['Unlimited QR codes', 'Tracking phone numbers', 'API access and Zapier integration'])
    await expect(pro.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'plan-dialog');
});

test('Campaigns: a Single Send card counts recipients and postcards, the form says a localhost QR code will not open on a phone; a template in use names its campaigns', async ({
  page,
}) => {
  await signUp(page);
  await createTemplateViaUi(page, 'Busy card');
  await createTemplateViaUi(page, 'Idle card');
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  // The e2e server's APP_URL is http://localhost:<port>.
  await expect(form.getByLabel(/Response URL/)).toHaveAccessibleDescription(
    /printed QR codes will not open on a phone/,
  );
  await shoot(page, 'campaign-form');
  await form.getByLabel('Campaign name').fill('Front desk');
  await form.getByLabel('Template').selectOption({ label: 'Busy card (4x6)' });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Front desk' });
  await expect(card).toContainText('Single Send');
  await expect(card).toContainText('Recipients: 0');
  await expect(card).toContainText('Postcards sent: 0');
  await expect(card).not.toContainText('Neighbor recipients');
  await shoot(page, 'campaigns-single-send');

  // Deleting the template the campaign sends: the dialog names the campaign and what to do.
  await page.goto('/templates');
  const busy = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Busy card' });
  await (await whenHydrated(busy.getByRole('button', { name: 'Delete Busy card' }))).click();
  const inUse = page.getByRole('alertdialog', { name: 'Delete template' });
  await expect(inUse).toContainText('Busy card is used by this campaign.');
  await expect(inUse).toContainText('delete the campaign first, then the template');
  await expect(inUse.getByRole('list', { name: 'Campaigns using this template' })).toHaveText('Front desk');
  await expect(inUse.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'template-in-use');
  await inUse.getByRole('button', { name: 'Keep template' }).click();

  // A template no campaign uses is simply deleted, after the question.
  const idle = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Idle card' });
  await idle.getByRole('button', { name: 'Delete Idle card' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete template' });
  await expect(question).toContainText('Are you sure you want to delete this template?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(idle).toHaveCount(0);
});

test('the sidebar marks Manage Pricing on /pricing', async ({ page }) => {
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Manage Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Templates' })).not.toHaveAttribute('aria-current', 'page');
  await shoot(page, 'pricing-sidebar');
});

test('an image of another size keeps the exact-size message and can be fitted: a cropped preview, a focus, the blurry warning', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('button', { name: 'Create New Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Template' });
  await dialog.getByLabel('Template name').fill('Fitted card');
  await dialog.getByLabel('4x6').check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Larger than the card: cut to size, no warning.
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('tall-front.png', 2000, 3000, '#0f766e'));
  await expect(dialog.getByText('Image must be exactly 1875x1275 px. Uploaded image is 2000x3000 px.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fit to size' }).click();
  const fit = dialog.getByRole('group', { name: 'Fit front image to 4x6' });
  await expect(fit.getByRole('img', { name: 'Front image as it will be cropped' })).toBeVisible();
  await fit.getByLabel('Top').check();
  await expect(fit).toContainText('it prints at 300 dpi');
  await shoot(page, 'fit-to-size-larger');
  await fit.getByRole('button', { name: 'Use this crop' }).click();
  await expect(dialog.getByAltText('Front image preview')).toBeVisible();
  await expect(fit).toHaveCount(0);

  // Smaller than the card: the user is told it will print blurry, and at what dpi, first.
  await dialog.getByLabel('Back image').setInputFiles(await imageFile('small-back.png', 1000, 800, '#fef3c7'));
  await expect(dialog.getByText('Image must be exactly 1875x1275 px. Uploaded image is 1000x800 px.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Fit to size' }).click();
  const back = dialog.getByRole('group', { name: 'Fit back image to 4x6' });
  await expect(back).toContainText(
    'This image is smaller than the print size: enlarged to fit, it will print blurry, at about 160 dpi (300 dpi prints sharp).',
  );
  await expectAccessible(page);
  await shoot(page, 'fit-to-size-smaller');
  await back.getByRole('button', { name: 'Use this crop' }).click();
  await expect(dialog.getByAltText('Back image preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Message', { exact: true }).fill('Hello!');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Fitted card' })).toBeVisible();
});
