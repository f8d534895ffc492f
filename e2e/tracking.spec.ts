import fs from 'node:fs/promises';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { errorBox, expectAccessible, expectFieldError, signUp } from './support/helpers';
import { becomePro, whenHydrated } from './support/orders';

// The targets live on the internet, which the test machine cannot reach: the browser is
// answered for them here, so following a QR code ends on a page we can read.
async function serveTargets(page: Page) {
  await page.route(/^https:\/\/[a-z.]+\.example\.(com|org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<h1>Landed on ${new URL(route.request().url()).host}</h1>` }),
  );
}

async function openTracking(page: Page, tab: 'qr' | 'phone' = 'qr') {
  await page.goto(tab === 'qr' ? '/tracking' : '/tracking?tab=phone');
  await expect(page.getByRole('heading', { name: 'Engagement Tracking' })).toBeVisible();
}

const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Tracking totals' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .last();

async function createQrCode(page: Page, name: string, target: string) {
  await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }));
  await page.getByRole('button', { name: 'Create QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New QR Code' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Target URL').fill(target);
  await dialog.getByRole('button', { name: 'Create QR Code' }).click();
  return dialog;
}

test('a QR code: create it, download it, scan it, and watch the view counted live', async ({ page, context }) => {
  await signUp(page);
  await serveTargets(page);
  await openTracking(page);
  await expect(page.getByText('No tracking URLs')).toBeVisible();
  await expect(page.getByText('Get started by creating a new QR code.')).toBeVisible();
  await expect(stat(page, 'QR Code Scans')).toContainText('0');

  await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }));
  await page.getByRole('button', { name: 'Create QR Code' }).click();
  const form = page.getByRole('dialog', { name: 'Create New QR Code' });
  // Every field's error at once, beside its field.
  await form.getByRole('button', { name: 'Create QR Code' }).click();
  await expectFieldError(form.getByLabel('Name'), 'Please enter a name');
  await expectFieldError(form.getByLabel('Target URL'), 'Please enter a target URL');
  await form.getByLabel('Name').fill('Spring mailer');
  await form.getByLabel('Target URL').fill('not a url');
  await form.getByRole('button', { name: 'Create QR Code' }).click();
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expectFieldError(form.getByLabel('Target URL'), 'Please enter a valid URL (e.g., example.com)');
  await form.getByLabel('Target URL').fill('shop.example.com/spring');
  await form.getByRole('button', { name: 'Create QR Code' }).click();

  const generated = page.getByRole('dialog', { name: 'Generated QR Code' });
  const image = generated.getByRole('img', { name: 'QR code for Spring mailer' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([300, 300]);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    generated.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^qr-[a-z0-9]{12}\.png$/);
  const png = await fs.readFile((await download.path())!);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(decoded?.data).toMatch(new RegExp(`^http://localhost:${process.env.E2E_PORT || 3100}/r/[a-z0-9]{12}$`));
  await generated.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: 'Spring mailer' });
  await expect(row).toContainText('https://shop.example.com/spring');
  await expect(row).toContainText('Never');

  // Someone scans the printed code with their phone.
  const phone = await context.newPage();
  await serveTargets(phone);
  // Chromium does not let a test answer for the host a redirect leads to, so the hop is taken
  // by hand: the short link answers 302 to the target, and the browser opens the target.
  const hop = await phone.request.get(decoded!.data, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  expect(hop.headers().location).toBe('https://shop.example.com/spring');
  await phone.goto(hop.headers().location);
  await expect(phone.getByRole('heading', { name: 'Landed on shop.example.com' })).toBeVisible();
  expect(phone.url()).toBe('https://shop.example.com/spring');
  await phone.close();

  // Without a reload, the table and the stat card count the scan.
  await expect(row.getByRole('cell').nth(4)).toHaveText(/1$/);
  await expect(row).not.toContainText('Never');
  await expect(stat(page, 'QR Code Scans')).toContainText('1');

  // Free accounts have one tracking URL: Create QR Code now offers Pro instead of the form.
  await page.getByRole('button', { name: 'Create QR Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toContainText(
    'Free users can only create one tracking URL. Upgrade to Pro for unlimited tracking URLs.',
  );
  await expect(page.getByRole('dialog', { name: 'Create New QR Code' })).toHaveCount(0);
});

test('an unknown short link shows Link Not Found', async ({ page }) => {
  await page.goto('/r/nosuchlink00');
  await expect(page.getByRole('heading', { name: 'Link Not Found' })).toBeVisible();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await page.goto('/r');
  await expect(page.getByText('No tracking ID provided')).toBeVisible();
});

test('search and sort the QR table', async ({ page }) => {
  await signUp(page);
  await becomePro(page);
  await openTracking(page);
  for (const [name, target] of [
    ['Shop mailer', 'shop.example.com/a'],
    ['Blog mailer', 'blog.example.org/b'],
  ]) {
    await createQrCode(page, name, target);
    await page.getByRole('dialog', { name: 'Generated QR Code' }).getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  // Two scans of the shop code, straight at the short link.
  const shopId = (await page
    .getByRole('row')
    .filter({ hasText: 'Shop mailer' })
    .locator('.font-mono')
    .textContent())!.trim();
  for (let i = 0; i < 2; i++) {
    const response = await page.request.get(`/r/${shopId}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
  }
  const shopRow = page.getByRole('row').filter({ hasText: 'Shop mailer' });
  await expect(shopRow.getByRole('cell').nth(4)).toHaveText(/2$/);

  const names = () => page.getByRole('row').filter({ hasText: 'mailer' }).locator('td').first();
  const order = async () =>
    (await page.getByRole('row').filter({ hasText: 'mailer' }).allTextContents()).map((t) =>
      t.includes('Shop') ? 'shop' : 'blog',
    );
  await expect(names()).toBeVisible();
  expect(await order()).toEqual(['blog', 'shop']); // Date, newest first

  await page.getByRole('button', { name: /Views/ }).click();
  await expect(page).toHaveURL(/sort=views/);
  await expect.poll(order).toEqual(['shop', 'blog']); // most views first
  await page.getByRole('button', { name: /Views/ }).click();
  await expect.poll(order).toEqual(['blog', 'shop']); // the same key again: ascending
  await page.getByRole('button', { name: /Date/ }).click();
  await expect.poll(order).toEqual(['blog', 'shop']); // a new key starts newest first

  await page.getByPlaceholder('Search URLs...').fill('SHOP.example');
  await expect.poll(order).toEqual(['shop']);
  await page.getByPlaceholder('Search URLs...').fill(shopId.slice(0, 6));
  await expect.poll(order).toEqual(['shop']);
  await page.getByPlaceholder('Search URLs...').fill('nothing-like-this');
  await expect.poll(order).toEqual([]);
});

test('tracking phone numbers: Pro only; create, edit, take a call, delete', async ({ page }) => {
  await signUp(page);
  await openTracking(page, 'phone');
  await expect(page.getByRole('link', { name: /Phone/ })).toContainText('Pro');
  await whenHydrated(page.getByRole('button', { name: 'Create Phone Number' }));
  await page.getByRole('button', { name: 'Create Phone Number' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Close' }).first().click();

  await becomePro(page);
  await openTracking(page, 'phone');
  await expect(page.getByText('No phone numbers')).toBeVisible();
  await expect(page.getByText('Get started by creating a new tracking phone number.')).toBeVisible();
  await whenHydrated(page.getByRole('button', { name: 'Create Phone Number' }));
  await page.getByRole('button', { name: 'Create Phone Number' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Phone Number' });
  await create.getByLabel('Name').fill('Oak Street line');
  await create.getByLabel('Area code').fill('9a9-9');
  await expect(create.getByLabel('Area code')).toHaveValue('999');
  await expect(create.getByText('No phone numbers available in this area code')).toBeVisible();
  await create.getByLabel('Area code').fill('415');
  await expect(create.getByRole('status')).not.toContainText('No phone numbers available');
  await create.getByLabel('Forwarding number').fill('(555) 123-4567');
  await expect(create.getByLabel('Forwarding number')).toHaveValue('5551234567');
  await create.getByRole('button', { name: 'Create Phone Number' }).click();
  await expectFieldError(create.getByLabel('Whisper message'), 'Please enter a whisper message');
  await create.getByLabel('Whisper message').fill('Call from the Oak Street postcard');
  await create.getByRole('button', { name: 'Create Phone Number' }).click();
  await expect(create).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Oak Street line' });
  await expect(row).toContainText(/\+1 \(415\) 555-01\d\d/);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Edit Oak Street line' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Phone Number' });
  await edit.getByLabel('Whisper message').fill('Oak Street postcard caller');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // A call, placed through the signed voice webhook by the sandbox.
  await page.getByRole('link', { name: 'Simulate a call (sandbox)' }).click();
  await whenHydrated(page.getByRole('button', { name: 'Place test call' }));
  await page.getByRole('button', { name: 'Place test call' }).click();
  await expect(page.getByText(/Whisper played to \+1 \(555\) 123-4567: 'Oak Street postcard caller'/)).toBeVisible();
  await expect(page.getByText('Counted as a new call.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the same call again (as a Twilio retry)' }).click();
  await expect(page.getByText('Not counted again: this CallSid was already recorded.')).toBeVisible();

  await openTracking(page, 'phone');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/1$/);
  await expect(row).not.toContainText('Never');
  await expect(stat(page, 'Phone Calls')).toContainText('1');

  await whenHydrated(row.getByRole('button', { name: 'Delete Oak Street line' }));
  await row.getByRole('button', { name: 'Delete Oak Street line' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this phone number? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No phone numbers')).toBeVisible();
});

/** Makes every server action call of the page fail as a dropped connection would. */
async function dropServerActions(page: Page) {
  await page.route('**/tracking**', (route) =>
    route.request().method() === 'POST' && route.request().headers()['next-action']
      ? route.abort('connectionreset')
      : route.continue(),
  );
}

test('what the Tracking page says when the browser cannot reach the server or the clipboard', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await signUp(page);
  await becomePro(page);
  await openTracking(page);

  // The QR image cannot be generated.
  await page.route('**/api/tracking-urls/*/qr*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await createQrCode(page, 'Broken image', 'shop.example.com');
  const generated = page.getByRole('dialog', { name: 'Generated QR Code' });
  await expect(errorBox(generated)).toContainText('Failed to generate QR code');
  await generated.getByRole('button', { name: 'Done' }).click();

  // The clipboard refuses.
  const row = page.getByRole('row').filter({ hasText: 'Broken image' });
  await row.getByRole('button', { name: /Copy tracking URL/ }).click();
  await expect(page.getByText('Failed to copy URL to clipboard')).toBeVisible();

  // A phone number to edit and delete later.
  await openTracking(page, 'phone');
  await whenHydrated(page.getByRole('button', { name: 'Create Phone Number' }));
  await page.getByRole('button', { name: 'Create Phone Number' }).click();
  let create = page.getByRole('dialog', { name: 'Create New Phone Number' });
  await create.getByLabel('Name').fill('Kept line');
  await create.getByLabel('Area code').fill('212');
  await create.getByLabel('Forwarding number').fill('5551234567');
  await create.getByLabel('Whisper message').fill('Hello');
  await create.getByRole('button', { name: 'Create Phone Number' }).click();
  await expect(create).toBeHidden();
  const phoneRow = page.getByRole('row').filter({ hasText: 'Kept line' });
  await expect(phoneRow).toBeVisible();

  await dropServerActions(page);
  await page.getByRole('button', { name: 'Create Phone Number' }).click();
  create = page.getByRole('dialog', { name: 'Create New Phone Number' });
  await create.getByLabel('Name').fill('Lost line');
  await create.getByLabel('Area code').fill('646');
  await expect(create.getByText('Failed to check number availability')).toBeVisible();
  await create.getByLabel('Forwarding number').fill('5551234567');
  await create.getByLabel('Whisper message').fill('Hello');
  await create.getByRole('button', { name: 'Create Phone Number' }).click();
  await expect(errorBox(create)).toContainText('Failed to create phone number');
  await create.getByRole('button', { name: 'Cancel' }).click();

  await phoneRow.getByRole('button', { name: 'Edit Kept line' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Phone Number' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(errorBox(edit)).toContainText('Failed to update phone number');
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(edit).toContainText('Are you sure you want to delete this phone number? This action cannot be undone.');
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(errorBox(edit)).toContainText('Failed to delete phone number');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await openTracking(page, 'qr');
  await createQrCode(page, 'Lost mailer', 'blog.example.org');
  await expect(errorBox(page.getByRole('dialog', { name: 'Create New QR Code' }))).toContainText(
    'Failed to create QR code',
  );
});
