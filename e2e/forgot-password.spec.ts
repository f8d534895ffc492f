import { expect, test } from './support/test';
import { errorBox, expectAccessible, PASSWORD, signIn, signUp } from './support/helpers';

const NEW_PASSWORD = 'new-postcards-2027';

test('forgot password: the link from the sandbox outbox sets a new password once, and it signs in', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, we sent a link to reset the password. It works once, for one hour.',
  );

  await page.getByRole('link', { name: 'sandbox outbox' }).click();
  await expect(page).toHaveURL('/sandbox/mail');
  await expect(page.getByText('Sandbox mail.')).toBeVisible();
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(message.getByRole('heading', { name: 'Reset your Inkpost password' })).toBeVisible();
  await expectAccessible(page);
  const link = await message.getByRole('link', { name: /\/reset-password\?token=/ }).getAttribute('href');
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
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

  // The link works once.
  await page.goto(link!);
  await expect(errorBox(page)).toHaveText('This reset link is invalid or has expired. Please request a new one.');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(errorBox(page)).toHaveText('Invalid email or password');
  await signIn(page, email, NEW_PASSWORD);

  // An unknown email gets the same answer.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto('/forgot-password');
  await stranger.getByLabel('Email').fill('nobody-here@example.com');
  await stranger.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(stranger.getByRole('status')).toHaveText(
    'If an account exists for that email, we sent a link to reset the password. It works once, for one hour.',
  );
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
    await page.goto('/sandbox/mail');
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    await shot('sandbox-mail');
    const link = await page
      .getByRole('article')
      .filter({ hasText: email })
      .first()
      .getByRole('link')
      .getAttribute('href');
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await shot('reset-password-form');
    await page.goto('/reset-password?token=not-a-real-token');
    await shot('reset-password-invalid');
    await context.close();
  });
}
