import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { signIn } from './helpers';
import { test } from './test';

/**
 * Runs `work` in a browser of the admin's own, beside the test's: the sandbox clock and outbox
 * open only to the admin's session (docs/decisions/040).
 */
export async function asAdmin<T>(page: Page, work: (admin: Page) => Promise<T>): Promise<T> {
  const browser = page.context().browser();
  if (!browser) throw new Error('asAdmin needs a page of a launched browser');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const admin = await context.newPage();
    await signIn(admin, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    return await work(admin);
  } finally {
    await context.close();
  }
}
