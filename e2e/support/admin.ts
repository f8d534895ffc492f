import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { signIn } from './helpers';
import { test } from './test';

/**
 * Runs `work` on a page signed in as the admin, in a browser context of its own beside the
 * test's (closed after): the sandbox clock and outbox open only to the admin's session
 * (docs/decisions/040). `from` is the test's page or its browser.
 */
export async function asAdmin<T>(from: Page | Browser, work: (admin: Page) => Promise<T>): Promise<T> {
  const browser = 'context' in from ? from.context().browser() : from;
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
