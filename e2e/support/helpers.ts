import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'postcards-2026';

export async function signUp(page: Page, email = uniqueEmail(), name = 'Pat Postcard'): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Creating an account hashes the password: slow on a busy 2-core machine.
  await expect(page).toHaveURL(/\/templates$/, { timeout: 30_000 });
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/templates$/, { timeout: 30_000 });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Next.js streams a dynamic page's metadata: right after a server action's refresh the
  // <title> can be a moment behind the body. Wait for it rather than report it missing.
  await expect(page).toHaveTitle(/\S/);
  let bad = await seriousViolations(page);
  // A refresh can replace that streamed <title> while axe reads the page: a missing title alone
  // is looked at once more, once the title is back (any other finding fails at once).
  if (bad.length === 1 && bad[0].id === 'document-title') {
    await expect(page).toHaveTitle(/\S/);
    bad = await seriousViolations(page);
  }
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/** Our error panel (Next.js adds an empty route announcer with role alert as well). */
export const errorBox = (scope: Page | import('@playwright/test').Locator) =>
  scope.locator('[role="alert"]:not(#__next-route-announcer__)');

/** Marks the document, so a later check can tell the page was never reloaded or navigated. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __inkpostMark?: boolean }).__inkpostMark = true;
  });
}
export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __inkpostMark?: boolean }).__inkpostMark)).toBe(true);
}

/** A field's error as the user meets it: the control is aria-invalid and described by the text. */
export async function expectFieldError(field: import('@playwright/test').Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}
