import type { Page } from '@playwright/test';
import { errorBox, expectAccessible, PASSWORD, signIn, signUp } from './support/helpers';
import { asAdmin } from './support/admin';
import { readOutbox, waitForOutboxMessage } from './support/outbox';
import { expect, test } from './support/test';

const NEW_PASSWORD = 'new-postcards-2027';
const SENT = 'If an account exists for that email, we sent a link to reset the password. It works once, for one hour.';
const CLOSES_EVERY_DOOR =
  'Setting a new password signs you out everywhere and revokes your API key and its hooks (Zapier); create a new key in Profile → Integrations.';
const LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

async function askForLink(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
}

test('forgot password: a mailed link sets a new password once, voids the other links, and signs out everywhere', async ({
  page,
  browser,
}) => {
  // Three browsers (the user's, another of theirs, the admin's reading the outbox twice).
  test.slow();
  const email = await signUp(page);
  // Another browser of the same account: the reset signs it out too.
  const elsewhere = await browser.newContext();
  const elsewherePage = await elsewhere.newPage();
  await signIn(elsewherePage, email);
  await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);

  // The mail leaves through the queue: the worker puts it in the sandbox outbox, read as the admin.
  const first = await readOutbox(browser, email);
  expect(first.subject).toBe('Reset your Inkpost password');
  expect(first.text).toContain(CLOSES_EVERY_DOOR);
  expect(first.link).toMatch(/\/reset-password\?token=/);

  // Anyone may ask for another link: the one already mailed keeps working.
  await askForLink(page, email);
  const second = await readOutbox(browser, email, { notLink: first.link! });
  expect(second.link).toMatch(/\/reset-password\?token=/);

  await page.goto(first.link!);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(CLOSES_EVERY_DOOR)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(errorBox(page)).toHaveText('New passwords do not match');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(errorBox(page)).toHaveText('Password must be at least 8 characters long');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL('/login?reset=1');
  await expect(page.getByRole('status')).toHaveText('Your password was reset. Sign in with the new password.');

  // The link works once, and using it voided the other one.
  await page.goto(first.link!);
  await expect(errorBox(page)).toHaveText(LINK_INVALID);
  await page.goto(second.link!);
  await expect(errorBox(page)).toHaveText(LINK_INVALID);

  // The other browser was signed out.
  await elsewherePage.goto('/templates');
  await expect(elsewherePage).toHaveURL(/\/login/);
  await elsewhere.close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(errorBox(page)).toHaveText('Invalid email or password');
  await signIn(page, email, NEW_PASSWORD);

  // An unknown email gets the same answer.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await askForLink(stranger, 'nobody-here@example.com');
  await other.close();
});

test('the forgot and reset pages work before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-either@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email');
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await context.close();
});

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
] as const) {
  test(`forgot-password pages look right on ${label}`, async ({ browser }) => {
    // The account is made in a browser of its own; this one has never been signed in.
    const signUpContext = await browser.newContext();
    const email = await signUp(await signUpContext.newPage());
    await signUpContext.close();
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: `e2e/.screenshots/${name}-${label}.png`, fullPage: true });
    await page.goto('/login');
    await shot('login-forgot-link');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await shot('forgot-password-sent');
    const { link } = await asAdmin(browser, async (admin) => {
      await admin.setViewportSize({ width, height });
      const message = await waitForOutboxMessage(admin, email);
      await expect(admin.getByRole('heading', { name: 'Outbox' })).toBeVisible();
      await admin.screenshot({ path: `e2e/.screenshots/sandbox-mail-${label}.png`, fullPage: true });
      return message;
    });
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await shot('reset-password-form');
    await page.goto('/reset-password?token=not-a-real-token');
    await shot('reset-password-invalid');
    await context.close();
  });
}
