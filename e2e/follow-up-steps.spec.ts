import type { Page } from '@playwright/test';
import { decodeCard } from './support/cards';
import { moveClock, resetClock } from './support/clock';
import { expect, test } from './support/test';
import { expectAccessible, expectFieldError, signUp } from './support/helpers';
import {
  MAILED,
  addFunds,
  BEACON_ST,
  expectStatus,
  openOrders,
  orderRow,
  PIPELINE_TIMEOUT,
  saveReturnAddress,
  sendPostcard,
  whenHydrated,
} from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { shoot } from './support/files';

// Issue 27, point 4: a follow-up step mails only the non-responders when it comes due.

const stepRow = (page: Page, n: number) => page.locator(`[data-step="${n}"]`);

test.afterEach(({ page }) => resetClock(page));

test('a follow-up step to non-responders: set in the campaign form, placed when the sandbox clock says it is due', async ({
  page,
}) => {
  // Two sends through the pipeline, a scan, the clock and the follow-up through the pipeline again.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await saveReturnAddress(page);
  await createTemplateViaUi(page, 'Spring card', 'Hi {{recipient_name}}, scan the code for your offer!');
  await createTemplateViaUi(page, 'Reminder card', 'Hi {{recipient_name}}, the offer ends soon!');

  // The campaign, with its step added by keyboard.
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill('Spring offer');
  await form.getByLabel('Template', { exact: true }).selectOption({ label: 'Spring card (4x6)' });
  await form.getByLabel(/Response URL/).fill('example.com/spring-offer');
  const steps = form.getByRole('group', { name: 'Follow-up steps' });
  await steps.getByRole('button', { name: 'Add follow-up step' }).focus();
  await page.keyboard.press('Enter');
  const step = steps.getByRole('region', { name: 'Follow-up step 1' });
  await expect(step).toBeVisible();
  // A template must be chosen: the form says so beside the field.
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expectFieldError(step.getByLabel('Template'), 'Please select a template for the follow-up step');
  await step.getByLabel('Template').focus();
  await step.getByLabel('Template').selectOption({ label: 'Reminder card (4x6)' });
  await step.getByLabel('Days after').fill('0');
  await step.getByLabel('Days after').press('Tab');
  await expectFieldError(step.getByLabel('Days after'), 'Days must be a whole number from 1 to 365');
  await step.getByLabel('Days after').fill('14');
  await expect(step.getByLabel('Send to')).toHaveValue('non_responders');
  await expect(step).toContainText('Calls to the campaign’s tracking number count for the campaign, not for one card');
  await shoot(page, 'follow-up-steps', 'form-steps', form);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();

  // Two cards out, and Lee scans theirs.
  await addFunds(page, '10');
  await sendPostcard(page, 'Spring offer', 'Lee Chan');
  await sendPostcard(page, 'Spring offer', 'Kim Park', BEACON_ST);
  await openOrders(page, 'all');
  await expectStatus(orderRow(page, 'Lee Chan'), MAILED, PIPELINE_TIMEOUT);
  await expectStatus(orderRow(page, 'Kim Park'), MAILED, PIPELINE_TIMEOUT);
  const cardHref = await orderRow(page, 'Lee Chan').getByRole('link', { name: 'View card' }).getAttribute('href');
  const link = await decodeCard(page.request, cardHref!);
  const visit = await page.request.get(new URL(link).pathname, { maxRedirects: 0 });
  expect(visit.status()).toBe(302);

  // The step is not due yet: two weeks on the sandbox clock make it due.
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Results of Spring offer' }).click();
  await expect(stepRow(page, 1)).toContainText('1. Reminder card');
  await expect(stepRow(page, 1)).toContainText('0 placed');
  await moveClock(page, 'Move forward 14 days', /14 days ahead of the real time/);

  // Only Kim, who did not respond, gets the follow-up card, and it is mailed.
  await openOrders(page, 'all');
  await expect(orderRow(page, 'Kim Park')).toHaveCount(2, { timeout: 15_000 });
  await expect(orderRow(page, 'Lee Chan')).toHaveCount(1);
  await expect(orderRow(page, 'Kim Park').getByText(MAILED)).toHaveCount(2, {
    timeout: PIPELINE_TIMEOUT,
  });

  // The step's figures on the results page.
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Results of Spring offer' }).click();
  const row = stepRow(page, 1);
  await expect(row).toContainText('1 placed, 1 skipped');
  await expect(row.locator('[data-figure="Mailed"]')).toHaveText('1');
  await expect(row.locator('[data-figure="Responders"]')).toHaveText('0');
  await expect(row.locator('[data-figure="Rate"]')).toHaveText('0.0%');
  await expect(row.locator('[data-figure="Cost per response"]')).toHaveText('—');
  // The first card's row beside it, with the same columns: two households, Lee responded.
  const first = stepRow(page, 0);
  await expect(first).toContainText('0. First card');
  await expect(first.locator('[data-figure="Mailed"]')).toHaveText('2');
  await expect(first.locator('[data-figure="Responders"]')).toHaveText('1');
  await expect(first.locator('[data-figure="Rate"]')).toHaveText('50.0%');
  await expect(first.locator('[data-figure="Spent"]')).toHaveText('$2.50');
  await expect(first.locator('[data-figure="Cost per response"]')).toHaveText('$2.50');
  // Three cards went to two households: the rate counts households, and says so.
  await expect(page.locator('[data-figure="Postcards Sent"]')).toHaveText('3');
  await expect(page.locator('[data-figure="Response Rate"]')).toHaveText('50.0%');
  await expect(page.getByText('1 of 2 households responded')).toBeVisible();

  // Pause says what it does, and Resume what it will do.
  await expect(page.getByText(/Pausing stops its follow-up steps/)).toBeVisible();
  await (await whenHydrated(page.getByRole('button', { name: 'Pause campaign' }))).click();
  await expect(page.getByRole('button', { name: 'Resume campaign' })).toBeVisible();
  await expect(page.getByText(/Resuming places at once every follow-up card that came due meanwhile/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'follow-up-steps', 'results', page.getByRole('region', { name: 'By step' }));
  await shoot(page, 'follow-up-steps', 'results-page');
  await page.getByRole('button', { name: 'Resume campaign' }).click();
  await expect(page.getByRole('button', { name: 'Pause campaign' })).toBeVisible();

  // The campaigns list says it has a step; Edit shows the step as saved, and removing it asks before dropping the change.
  await page.goto('/campaigns');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Spring offer' })).toContainText(
    'Follow-up steps: 1',
  );
  await (await whenHydrated(page.getByRole('button', { name: 'Edit Spring offer' }))).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  const saved = edit.getByRole('region', { name: 'Follow-up step 1' });
  await expect(saved.getByLabel('Template')).toHaveValue(/.+/);
  await expect(saved.getByLabel('Template').locator('option:checked')).toHaveText('Reminder card (4x6)');
  await expect(saved.getByLabel('Days after')).toHaveValue('14');
  await saved.getByRole('button', { name: 'Remove step 1' }).click();
  await expect(edit.getByRole('region', { name: 'Follow-up step 1' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Add follow-up step' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();

  // Back to the real time for whatever runs next on this server.
  await resetClock(page);
});
