import type { Browser, Page } from '@playwright/test';
import { asAdmin } from './admin';
import { expect } from './test';

// The sandbox outbox (/sandbox/mail) opens to the signed-in admin only, and a mail reaches it
// once the background worker has sent it from the queue (docs/decisions/040 and 041). These
// helpers read it from a browser context of the admin's own, beside the test's.

export type OutboxMessage = { subject: string; text: string; link: string | null };

/** The newest message of the outbox page to exactly `to`, or null. */
async function newestTo(admin: Page, to: string): Promise<OutboxMessage | null> {
  const message = admin
    .getByRole('article')
    .filter({ has: admin.getByRole('definition').getByText(to, { exact: true }) })
    .first();
  if (!(await message.count())) return null;
  const links = await message.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  return {
    subject: await message.getByRole('heading').innerText(),
    text: await message.locator('p').innerText(),
    link: links.find((href) => href && /^https?:\/\//.test(href)) ?? null,
  };
}

/**
 * The newest message to `to` on the admin's outbox page. Reloads the page until the worker has
 * sent it (it polls its queue once a second); with `notLink`, until the newest message carries
 * another link than that one (a second mail to the same address).
 */
export async function waitForOutboxMessage(
  admin: Page,
  to: string,
  options: { notLink?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | null = null;
  await expect
    .poll(
      async () => {
        await admin.goto('/sandbox/mail');
        found = await newestTo(admin, to);
        return found !== null && (options.notLink === undefined || found.link !== options.notLink);
      },
      { message: `a mail to ${to} in the sandbox outbox`, timeout: options.timeoutMs ?? 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The newest message to `to` in the sandbox outbox, read as the admin (see waitForOutboxMessage). */
export async function readOutbox(
  browser: Browser,
  to: string,
  options: { notLink?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  return asAdmin(browser, (admin) => waitForOutboxMessage(admin, to, options));
}
