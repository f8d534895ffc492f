import { expect, test } from './support/test';
import { errorBox, expectAccessible, PASSWORD, signIn, signUp, uniqueEmail } from './support/helpers';
import { whenHydrated } from './support/orders';

test.describe('signed out', () => {
  test('any page leads to /login, remembering where the visitor came from', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL('/login?next=%2Forders');
    await expect(page.getByRole('heading', { name: 'Sign in to Inkpost' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });

  test('signup validates every field with the exact messages, each beside its field', async ({ page }) => {
    await page.goto('/signup');
    await expectAccessible(page);
    const submit = page.getByRole('button', { name: 'Create Account' });
    const name = page.getByLabel('Full name');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');

    await submit.click();
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(email).toHaveAccessibleDescription('Email and password are required');
    await expect(password).toHaveAccessibleDescription('Email and password are required');
    await name.fill('Pat Postcard');
    await email.fill('not-an-email');
    await password.fill('short');
    await submit.click();
    await expect(name).toHaveAccessibleDescription('');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters long');
    await email.fill(uniqueEmail());
    await password.fill(PASSWORD);
    await confirm.fill('something-else');
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(errorBox(page)).toHaveCount(0);
  });

  test('an email can only sign up once', async ({ page, browser }) => {
    const email = await signUp(page);
    const other = await browser.newPage();
    await other.goto('/signup');
    await other.getByLabel('Full name').fill('Someone Else');
    await other.getByLabel('Email').fill(email.toUpperCase());
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByLabel('Confirm password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Create Account' }).click();
    await expect(errorBox(other)).toHaveText('An account with this email already exists');
    await other.close();
  });

  test('login shows its errors in a dismissible box and toggles the password', async ({ page, browser }) => {
    const email = await signUp(page);
    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorBox(visitor)).toHaveText('Email and password are required');

    await visitor.getByLabel('Email').fill(email);
    const password = visitor.getByLabel('Password', { exact: true });
    await password.fill('wrong-password');
    await expect(password).toHaveAttribute('type', 'password');
    await visitor.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await visitor.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorBox(visitor)).toHaveText('Invalid email or password');
    await visitor.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(errorBox(visitor)).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await visitor.close();
  });

  test('after login the visitor lands on the remembered page', async ({ page, browser }) => {
    const email = await signUp(page);
    const visitor = await browser.newPage();
    await visitor.goto('/tracking');
    await expect(visitor).toHaveURL('/login?next=%2Ftracking');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor).toHaveURL('/tracking');
    await expect(visitor.getByRole('heading', { name: 'Engagement Tracking' })).toBeVisible();
    await visitor.close();
  });

  test('signup from a remembered page returns there', async ({ page }) => {
    await page.goto('/campaigns');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/signup?next=%2Fcampaigns');
    await page.getByLabel('Full name').fill('Pat Postcard');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/campaigns');
  });
});

test.describe('signed in', () => {
  test('a new user lands on /templates with $0.00, the upgrade button and Sign Out', async ({ page }) => {
    await signUp(page);
    const sidebar = page.getByRole('complementary');
    await expect(page.getByRole('heading', { name: 'Postcard Templates' })).toBeVisible();
    await expect(page.getByText('No templates')).toBeVisible();
    await expect(sidebar.getByTestId('balance')).toHaveText('$0.00');
    const upgrade = sidebar.getByRole('button', { name: /Upgrade to Pro/ });
    await expect(upgrade).toContainText('Save 20%');
    await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText('Manage Pricing')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('/login and /signup send a signed-in user to /, and / to /templates', async ({ page }) => {
    await signUp(page);
    await page.goto('/login');
    await expect(page).toHaveURL('/templates');
    await page.goto('/signup');
    await expect(page).toHaveURL('/templates');
  });

  test('a non-admin is sent away from /pricing', async ({ page }) => {
    await signUp(page);
    await page.goto('/pricing');
    await expect(page).toHaveURL('/templates');
  });

  test('the sidebar highlights the section of the current page', async ({ page }) => {
    await signUp(page);
    const sidebar = page.getByRole('complementary');
    for (const [label, heading] of [
      ['Campaigns', 'Campaigns'],
      ['Orders', 'Orders'],
      ['Tracking', 'Engagement Tracking'],
      ['Profile', 'Profile'],
    ] as const) {
      await sidebar.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);
    }
  });

  test('Sign Out (global) ends the sessions of every browser', async ({ browser }) => {
    const laptop = await browser.newContext();
    const phone = await browser.newContext();
    const a = await laptop.newPage();
    const email = await signUp(a);
    const b = await phone.newPage();
    await signIn(b, email);

    await a.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
    await expect(a).toHaveURL('/login');
    await b.goto('/campaigns');
    await expect(b).toHaveURL('/login?next=%2Fcampaigns&expired=1');
    await expect(errorBox(b)).toHaveText('Session expired. Please sign in again.');
    await laptop.close();
    await phone.close();
  });

  test('signing out all other sessions keeps this one', async ({ browser }) => {
    const laptop = await browser.newContext();
    const phone = await browser.newContext();
    const a = await laptop.newPage();
    const email = await signUp(a);
    const b = await phone.newPage();
    await signIn(b, email);

    await a.goto('/profile?tab=security');
    await expectAccessible(a);
    await a.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(a.getByRole('status')).toHaveText('All other sessions have been signed out.');
    await a.goto('/orders');
    await expect(a).toHaveURL('/orders');
    await b.goto('/orders');
    await expect(b).toHaveURL(/\/login\?next=%2Forders&expired=1$/);
    await laptop.close();
    await phone.close();
  });

  test('changing the password: its messages, then signing in with the new one', async ({ page, browser }) => {
    const email = await signUp(page);
    await page.goto('/profile?tab=security');
    const submit = await whenHydrated(page.getByRole('button', { name: 'Change Password' }));
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pas');
    await submit.click();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('New passwords do not match');
    // Whether the browser's rules or the server answered, the passwords are typed again in full.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await submit.click();
    await expect(errorBox(page)).toHaveText('Current password is incorrect');
    // A refused password form comes back empty: passwords are never sent back to the page.
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await submit.click();
    // The page's own line (a toast says it too, outside the page's main region).
    await expect(
      page.getByRole('main').getByText('Password changed. Other sessions have been signed out.'),
    ).toBeVisible();

    const later = await browser.newPage();
    await signIn(later, email, 'brand-new-pass');
    await later.close();
  });
});
