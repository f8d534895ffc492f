import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { errorBox, expectAccessible, PASSWORD, signIn, signUp, uniqueEmail } from './support/helpers';
import { becomePro, createApiKey, whenHydrated } from './support/orders';
import { expectTabStaysInside } from './support/keyboard';
import { createTemplateViaUi, imageFile } from './support/templates';

// Issue 23 point 3 and issue 28 point 2: forms post with <form action> (so sign-in and sign-up
// work before hydration), errors stand beside their fields, all at once, and only once the user
// has left the field or submitted.

/** A field's error as the user meets it: the control is aria-invalid and described by the text. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('');
}

const signupFields = (page: Page) => ({
  name: page.getByLabel('Full name'),
  email: page.getByLabel('Email'),
  password: page.getByLabel('Password', { exact: true }),
  confirm: page.getByLabel('Confirm password'),
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up shows every field error from the server, keeps name and email, then creates the account', async ({
    browser,
    page,
  }) => {
    await page.goto('/signup');
    const f = signupFields(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/signup');
    await expectFieldError(f.name, 'Name is required');
    await expectFieldError(f.email, 'Email and password are required');
    await expectFieldError(f.password, 'Email and password are required');
    await expectNoFieldError(f.confirm);

    await f.name.fill('Pat Postcard');
    await f.email.fill('not-an-email');
    await f.password.fill('short');
    await f.confirm.fill('other');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectNoFieldError(f.name);
    await expect(f.name).toHaveValue('Pat Postcard');
    await expect(f.email).toHaveValue('not-an-email');
    await expectFieldError(f.email, 'Please enter a valid email address');
    await expectFieldError(f.password, 'Password must be at least 8 characters long');
    await expectFieldError(f.confirm, 'Passwords do not match');

    const email = uniqueEmail('nojs');
    await f.email.fill(email);
    await f.password.fill(PASSWORD);
    await f.confirm.fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    // Signed in: the app's page, or — when it is larger than React's first chunk and streamed
    // behind its spinner — the words saying it needs JavaScript, never a spinner alone (decision 051).
    // (Playwright's text of an element leaves out what is inside <noscript>: its paragraph is read.)
    await expect(
      page.getByRole('heading', { name: 'Postcard Templates' }).or(page.locator('main noscript p')),
    ).toHaveText(
      /Postcard Templates|This page needs JavaScript to show its content\. Turn JavaScript on in your browser, then reload the page\./,
    );

    // The account is real: with JavaScript, it signs in to its templates.
    const withJs = await browser.newPage({ javaScriptEnabled: true });
    await signIn(withJs, email);
    await expect(withJs.getByRole('heading', { name: 'Postcard Templates' })).toBeVisible();
    await withJs.close();
  });

  test('sign-in posts without JavaScript: the error box, then the remembered page', async ({ browser, page }) => {
    const withJs = await browser.newPage();
    const email = await signUp(withJs);
    await withJs.close();

    await page.goto('/login?next=%2Forders');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorBox(page)).toHaveText('Email and password are required');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorBox(page)).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/orders');
  });
});

test('sign-up: no error on the untouched form, one after leaving a field, all of them at once on submit', async ({
  page,
}) => {
  await page.goto('/signup');
  const f = signupFields(page);
  await whenHydrated(page.getByRole('button', { name: 'Create Account' }));
  for (const field of Object.values(f)) await expectNoFieldError(field);

  // Leaving the name empty: its error, and only its.
  await f.name.focus();
  await page.keyboard.press('Tab');
  await expectFieldError(f.name, 'Name is required');
  await expectNoFieldError(f.email);
  await expect(errorBox(page)).toHaveCount(0);

  // Typing a name fixes it at once.
  await f.name.fill('Pat Postcard');
  await expectNoFieldError(f.name);

  await f.email.fill('not-an-email');
  await f.password.fill('short');
  await f.confirm.fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectFieldError(f.email, 'Please enter a valid email address');
  await expectFieldError(f.password, 'Password must be at least 8 characters long');
  await expectFieldError(f.confirm, 'Passwords do not match');
  await expectNoFieldError(f.name);
  await expect(errorBox(page)).toHaveCount(0); // beside the fields, not in a banner
  await expect(f.email).toBeFocused(); // the first field to fix
  await expect(page).toHaveURL('/signup');
  await expectAccessible(page);

  // What only the server knows goes to the panel, and the typed fields stay.
  const other = await page.context().browser()!.newContext();
  const taken = await signUp(await other.newPage());
  await other.close();
  await f.email.fill(taken);
  await f.password.fill(PASSWORD);
  await f.confirm.fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(errorBox(page)).toHaveText('An account with this email already exists');
  await expect(f.name).toHaveValue('Pat Postcard');
  await expect(f.email).toHaveValue(taken);
});

test('change password: errors beside each field, the server’s answer in the panel, empty after success', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/profile?tab=security');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change Password' });
  await whenHydrated(submit);
  await expectNoFieldError(current);

  await next.fill('short');
  await confirm.fill('shorter');
  await submit.click();
  await expectFieldError(current, 'Please fill in all password fields');
  await expectFieldError(next, 'Password must be at least 8 characters long');
  await expectFieldError(confirm, 'New passwords do not match');
  await expectAccessible(page);

  await current.fill('not-my-password');
  await next.fill('new-password-1');
  await confirm.fill('new-password-1');
  await submit.click();
  await expect(errorBox(page)).toHaveText('Current password is incorrect');

  await current.fill(PASSWORD);
  await next.fill('new-password-1');
  await confirm.fill('new-password-1');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  await expect(current).toHaveValue('');
});

test('the template editor says "Message is required" only after the message was typed and cleared', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('button', { name: 'Create New Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Template' });
  await dialog.getByLabel('Template name').fill('Untouched message');
  await dialog.getByLabel('4x6').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await dialog.getByLabel('Back image').setInputFiles(await imageFile('back-4x6.png', 1875, 1275, '#fef3c7'));
  await dialog.getByRole('button', { name: 'Next' }).click();

  const message = dialog.getByLabel('Message', { exact: true });
  const preview = dialog.getByRole('region', { name: 'Handwriting preview' });
  await expect(message).toBeVisible();
  await expect(preview).toContainText('Start typing to see your message in handwriting.');
  // Changing the style (an immediate preview request) still does not blame the empty message.
  await dialog.getByRole('radio', { name: 'Bold Note' }).check();
  await page.waitForTimeout(800); // longer than the preview's 500 ms debounce
  await expect(preview).not.toContainText('Message is required');

  await message.fill('Hello');
  await expect(preview.getByAltText('Your message in handwriting')).toBeVisible();
  await message.fill('');
  await expect(preview).toContainText('Message is required');
});

// Issue 23 points 1 and 5 for the profile, billing, pricing and layout areas: the ☰ menu, the
// plan dialog, the new API key dialog, Add funds and the profile tabs on the primitives.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the ☰ menu: keyboard, Escape closes it and focus returns to ☰; Add funds from it', async ({ page }) => {
    await signUp(page);
    const button = await whenHydrated(page.getByRole('button', { name: 'Open menu' }));
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([/Upgrade to Pro/, 'Add funds', 'Sign Out']);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Add funds' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Again, now with the menu loaded: Add funds opens its dialog over the page.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Add funds' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add funds' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Amount (USD)')).toBeFocused();
    await expectTabStaysInside(page, dialog, { backwards: true });
    await dialog.getByLabel('Amount (USD)').fill('40');

    // Typed input: Escape asks first; Cancel there keeps the dialog and the amount.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(discard).toBeVisible();
    await expectTabStaysInside(page, discard, { presses: 10, backwards: true });
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('40');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('the plan dialog: focus inside, 30 Tabs stay, Escape closes it and focus returns to Upgrade to Pro', async ({
  page,
}) => {
  await signUp(page);
  const upgrade = await whenHydrated(page.getByRole('complementary').getByRole('button', { name: /Upgrade to Pro/ }));
  await upgrade.click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Choose Your Plan' })).toBeFocused();
  await expectTabStaysInside(page, dialog, { backwards: true });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeFocused();
});

test('the plan dialog over Create Campaign: one Escape closes only the plan dialog, the typed name stays', async ({
  page,
}) => {
  await signUp(page);
  await createTemplateViaUi(page, 'Layer card');
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const campaign = page.getByRole('dialog', { name: 'Create Campaign' });
  await campaign.getByLabel('Campaign name').fill('Maple Street');
  await campaign.getByLabel('Neighbor Campaign').check();
  const demographic = campaign.getByLabel(/Demographic target/);
  await demographic.focus(); // as a keyboard user is, choosing with the arrow keys
  await demographic.selectOption({ label: 'High net worth' });
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(plans).toBeVisible();
  await expectTabStaysInside(page, plans, { backwards: true });

  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
  await expect(campaign).toBeVisible();
  await expect(campaign.getByLabel('Campaign name')).toHaveValue('Maple Street');
  await expect(demographic).toBeFocused();
});

test('the API key: the confirmation and the new key dialog trap focus and give it back to Regenerate', async ({
  page,
}) => {
  await signUp(page);
  await becomePro(page);
  await createApiKey(page);
  await page.goto('/profile?tab=integrations');
  const regenerate = await whenHydrated(page.getByRole('button', { name: 'Regenerate API key' }));

  await regenerate.click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate API key?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused(); // the choice that loses nothing
  await expectTabStaysInside(page, confirm, { backwards: true });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(regenerate).toBeFocused();

  await regenerate.click();
  await confirm.getByRole('button', { name: 'Regenerate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog.getByLabel('New key')).toBeFocused();
  await expectTabStaysInside(page, dialog, { backwards: true });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page
    .getByRole('alertdialog', { name: 'Have you copied your key?' })
    .getByRole('button', { name: 'Yes, close' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(regenerate).toBeFocused();
});

test('the profile tabs: arrows move, Enter opens a tab at its own address, ?tab= links still work', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/profile?tab=security');
  const tabs = page.getByRole('tablist', { name: 'Profile sections' });
  await expect(tabs.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Change Password');

  const account = await whenHydrated(tabs.getByRole('tab', { name: 'Security' }));
  await account.focus();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Billing' })).toBeFocused();
  await expect(page).toHaveURL('/profile?tab=security'); // moving is not choosing
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile?tab=billing');
  await expect(tabs.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Current Plan');
  await expectAccessible(page);
});
