import fs from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { errorBox, expectAccessible, signUp } from './support/helpers';
import { becomePro, MAIN_ST, whenHydrated } from './support/orders';

// The Account and Integrations tabs of /profile (spec section 2 "Profile / account").

const returnAddress = (page: Page) => page.getByRole('region', { name: 'Return Address' });
const apiAccess = (page: Page) => page.getByRole('region', { name: 'API Access' });
const zapier = (page: Page) => page.getByRole('region', { name: 'Zapier Integration' });

test('the profile has four tabs: Account, Billing, Integrations, Security', async ({ page }) => {
  await signUp(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  const tabs = page.getByRole('tablist', { name: 'Profile sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Account', 'Billing', 'Integrations', 'Security']);
  await expect(tabs.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Member since')).toBeVisible();
  for (const [tab, heading] of [
    ['Billing', 'Current Plan'],
    ['Integrations', 'API Access'],
    ['Security', 'Change Password'],
    ['Account', 'Return Address'],
  ] as const) {
    await (await whenHydrated(tabs.getByRole('tab', { name: tab }))).click();
    await expect(page).toHaveURL(`/profile?tab=${tab.toLowerCase()}`);
    await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
});

test('validating and saving the return address', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile');
  const form = returnAddress(page);
  await expect(form).toContainText('printed as the sender on every postcard');
  const line1 = form.getByRole('combobox', { name: 'Address line 1' });
  await whenHydrated(line1);

  // The Name comes from sign-up (issue 36); saving the rest empty names the rule beside every
  // required field, the Name's too once it is emptied.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Pat Postcard');
  await form.getByLabel('Name', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save Return Address' }).click();
  for (const label of ['Name', 'City', 'State', 'ZIP']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
  }
  await expect(line1).toHaveAccessibleDescription('Please fill in all required fields');
  await expect(errorBox(form)).toHaveCount(0);

  // The lookup's own failures: the service down, then a pick whose geocoding fails.
  await line1.fill('123 outage st springfield il');
  await expect(form.getByText('Failed to initialize address lookup service')).toBeVisible();
  await line1.fill('123 main st timeout, springfield il');
  await form.getByRole('option', { name: /123 Main St/ }).click();
  await expect(form.getByText('Failed to validate address')).toBeVisible();

  // A good pick fills the address fields.
  await form.getByLabel('Name').fill('Pat Postcard');
  await line1.fill(MAIN_ST.query);
  await form.getByRole('option', { name: MAIN_ST.suggestion }).click();
  await expect(form.getByText('Address validated')).toBeVisible();
  await expect(line1).toHaveValue('123 Main St');
  await expect(form.getByLabel('City')).toHaveValue('Springfield');
  await expect(form.getByLabel('State')).toHaveValue('IL');
  await expect(form.getByLabel('ZIP')).toHaveValue('62701');
  await expect(form.getByLabel('State')).toHaveAttribute('maxlength', '2');
  await expect(form.getByLabel('ZIP')).toHaveAttribute('maxlength', '5');
  await expectAccessible(page);

  // A ZIP that is not 5 digits is refused before anything is saved.
  await form.getByLabel('ZIP').fill('627');
  await expect(form.getByText('Address validated')).toBeHidden(); // an edit undoes the validation
  await form.getByRole('button', { name: 'Save Return Address' }).click();
  await expect(form.getByLabel('ZIP')).toHaveAccessibleDescription('ZIP code must be 5 digits, such as 62701');
  await form.getByLabel('ZIP').fill('62701');
  await form.getByLabel('Address line 2 (optional)').fill('Suite 4');
  await form.getByRole('button', { name: 'Save Return Address' }).click();
  const saved = form.getByRole('status').filter({ hasText: 'Return address saved' });
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 5_000 }); // shown for 3 s

  await page.reload();
  await expect(returnAddress(page).getByLabel('Name')).toHaveValue('Pat Postcard');
  await expect(returnAddress(page).getByRole('combobox', { name: 'Address line 1' })).toHaveValue('123 Main St');
  await expect(returnAddress(page).getByLabel('Address line 2 (optional)')).toHaveValue('Suite 4');
  await expect(returnAddress(page).getByLabel('ZIP')).toHaveValue('62701');
});

test('a Free user sees upgrade prompts on the Integrations tab', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile?tab=integrations');
  await expect(zapier(page)).toContainText('5,000+ apps');
  await expect(zapier(page).getByRole('link', { name: 'Connect to Zapier' })).toHaveCount(0);
  await expect(apiAccess(page).getByRole('button', { name: 'Regenerate API key' })).toHaveCount(0);
  await (await whenHydrated(apiAccess(page).getByRole('button', { name: 'Upgrade to Pro' }))).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
  await expectAccessible(page);
});

test('a Pro user creates the first API key on request, then regenerates it and sees the revoked and the new key', async ({
  page,
}) => {
  await signUp(page);
  await becomePro(page);
  await page.goto('/profile?tab=integrations');
  const card = apiAccess(page);
  await expect(card).toContainText('x-api-key');
  await expect(card.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute('href', '/developers');
  await expect(zapier(page)).toContainText('5,000+ apps');
  await expect(zapier(page).getByRole('link', { name: 'Connect to Zapier' })).toHaveAttribute(
    'href',
    '/developers#zapier',
  );

  // Becoming Pro made no key nobody saw: the first one is made on request and shown once.
  await expect(card).toContainText('You have no API key yet.');
  await (await whenHydrated(card.getByRole('button', { name: 'Create API key' }))).click();
  const first = page.getByRole('dialog', { name: 'Your API key' });
  await expect(first.getByLabel('Your key')).toHaveValue(/^pk_[0-9a-f]{48}$/);
  await expect(first.getByTestId('revoked-api-key')).toHaveCount(0);
  // Escape asks first: the key cannot be shown again.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Have you copied your key?' });
  await expect(question).toContainText('shown only once');
  fs.mkdirSync('/work/wt/_shots/h4', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/work/wt/_shots/h4/api-key-copied-question-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await question.getByRole('button', { name: 'Back to the key' }).click();
  await expect(question).toBeHidden();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Yes, close' }).click();
  await expect(first).toBeHidden();

  const oldHint = (await card.getByTestId('api-key-hint').textContent())!.trim();
  expect(oldHint).toMatch(/^pk_[0-9a-f]{4}…[0-9a-f]{4}$/);
  await (await whenHydrated(card.getByRole('button', { name: 'Regenerate API key' }))).click();

  const confirm = page.getByRole('alertdialog', { name: 'Regenerate API key?' });
  await expect(confirm).toContainText('stops working immediately');
  await confirm.getByRole('button', { name: 'Regenerate API key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toContainText('shown only once');
  await expect(dialog.getByTestId('revoked-api-key')).toHaveText(oldHint);
  const newKey = dialog.getByLabel('New key');
  await expect(newKey).toHaveValue(/^pk_[0-9a-f]{48}$/);
  const key = await newKey.inputValue();
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The card now shows the new key's mask; the full key is gone from the page.
  await expect(card.getByTestId('api-key-hint')).toHaveText(`${key.slice(0, 7)}…${key.slice(-4)}`);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
});
