import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test, with every page watched for Content-Security-Policy violations: the browser
 * reports each blocked script, style, image or connection on the console, and a test that caused
 * one fails, so a page that only works without the policy cannot pass.
 */
export const test = base.extend<{ failOnCspViolation: void }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' && /Content Security Policy/i.test(text))
            violations.push(`${page.url()}: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
