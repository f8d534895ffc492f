import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { decodeCard } from './support/cards';
import { moveClock, resetClock } from './support/clock';
import {
  MAILED,
  addFunds,
  balance,
  clickAction,
  expectStatus,
  openOrders,
  orderRow,
  PIPELINE_TIMEOUT,
  saveReturnAddress,
  whenHydrated,
} from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { csvFile } from './support/files';
import { openSend, sendRow } from './support/sends';
import { dayAhead, shown } from './support/days';

// Issue 27's "done when", in the browser: a list built from a CSV, sent on a date, part of it
// cancelled with the money back, and a follow-up step that mails only the non-responders when
// it comes due. Runs in the `clock` project (it moves the server's sandbox clock).

const firstCard = (page: Page, name: string) => orderRow(page, name).first();

test.afterEach(({ page }) => resetClock(page));

test('a list from a CSV, sent on a date, one cancelled with the money back, and a follow-up only to who did not respond', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await saveReturnAddress(page);
  await addFunds(page, '10');
  await createTemplateViaUi(page, 'Open house card', 'Hi {{recipient_name}}, scan for the open house!');
  await createTemplateViaUi(page, 'Last call card', 'Hi {{recipient_name}}, last call for the open house!');

  // The campaign: every card its own QR link, and a step 14 days after each card to non-responders.
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill('Open house');
  await form.getByLabel('Template', { exact: true }).selectOption({ label: 'Open house card (4x6)' });
  await form.getByLabel(/Response URL/).fill('example.com/open-house');
  const steps = form.getByRole('group', { name: 'Follow-up steps' });
  await steps.getByRole('button', { name: 'Add follow-up step' }).click();
  const step = steps.getByRole('region', { name: 'Follow-up step 1' });
  await step.getByLabel('Template').selectOption({ label: 'Last call card (4x6)' });
  await step.getByLabel('Days after').fill('14');
  await expect(step.getByLabel('Send to')).toHaveValue('non_responders');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();

  // The list, from a CSV.
  await page.goto('/contacts');
  await (await whenHydrated(page.getByRole('button', { name: 'New list' }))).click();
  await page.getByRole('dialog', { name: 'New list' }).getByLabel('List name').fill('Neighbors');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Neighbors' })).toBeVisible();
  await (await whenHydrated(page.getByRole('button', { name: 'Import CSV' }))).click();
  const importing = page.getByRole('dialog', { name: 'Import CSV into Neighbors' });
  await importing
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        'neighbors.csv',
        [
          'Name,Address,City,State,ZIP',
          'Jane Doe,123 Main St,Springfield,IL,62701',
          'Bob Roe,1 Beacon St,Boston,MA,02108',
          'Kim Park,5 Oak Rd,Springfield,IL,62701',
        ].join('\n'),
      ),
    );
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByTestId('import-report')).toHaveText(
    '3 contacts added · 0 contacts already in the list · 0 rows repeated in the file · 0 rows not imported',
  );
  await importing.getByRole('button', { name: 'Done' }).click();

  // Sent on a date three days ahead: charged now, each waiting as Scheduled.
  const sendDate = dayAhead(3);
  await (await whenHydrated(page.getByRole('button', { name: 'Send to this list' }))).click();
  const send = page.getByRole('dialog', { name: 'Send to Neighbors' });
  await send.getByLabel('Campaign').selectOption({ label: 'Open house (Single Send)' });
  await send.getByRole('button', { name: 'Check price' }).click();
  await expect(send).toContainText('$1.25 per contact × 3 = $3.75');
  await send.getByLabel('Send date (optional)').fill(sendDate);
  await expect(send.getByLabel('Send date (optional)')).toHaveAccessibleDescription(/^Goes to print on /);
  // A chosen date is work that Escape would drop: it asks first, and keeping it keeps the date.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(send.getByLabel('Send date (optional)')).toHaveValue(sendDate);
  await expectAccessible(page);
  await send.getByRole('button', { name: `Schedule 3 postcards for ${shown(sendDate)}` }).click();
  await expect(send).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'View orders' })).toContainText('3 orders for Neighbors');
  await expect(page.getByRole('status').filter({ hasText: 'View orders' })).toContainText(
    'Scheduled to go to print on',
  );
  await expect(balance(page)).toHaveText('$6.25', { timeout: PIPELINE_TIMEOUT });
  // One send of 3 on Orders; its cards on its page, each Scheduled with its day.
  await openOrders(page, 'active');
  await expect(sendRow(page, 'Open house').locator('[data-send-states]')).toHaveText('3 scheduled');
  await openSend(page, 'Open house');
  for (const name of ['Jane Doe', 'Bob Roe', 'Kim Park'])
    await expect(firstCard(page, name).getByText(/^Scheduled · \w{3}, \w{3} \d+/)).toBeVisible();

  // Bob's is cancelled: the money comes back.
  await (await whenHydrated(firstCard(page, 'Bob Roe').getByRole('button', { name: 'Cancel' }))).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText('$1.25 goes back to your balance.');
  await clickAction(ask.getByRole('button', { name: 'Cancel order' }));
  await expect(balance(page)).toHaveText('$7.50', { timeout: PIPELINE_TIMEOUT });

  // On its day the rest go to print.
  await moveClock(page, 'Move forward 7 days');
  await openOrders(page, 'all');
  await openSend(page, 'Open house');
  await expectStatus(firstCard(page, 'Jane Doe'), MAILED, PIPELINE_TIMEOUT);
  await expectStatus(firstCard(page, 'Kim Park'), MAILED, PIPELINE_TIMEOUT);
  await expectStatus(firstCard(page, 'Bob Roe'), 'Cancelled');

  // Jane scans the code on her card.
  const cardHref = await firstCard(page, 'Jane Doe').getByRole('link', { name: 'View card' }).getAttribute('href');
  const link = await decodeCard(page.request, cardHref!);
  expect((await page.request.get(new URL(link).pathname, { maxRedirects: 0 })).status()).toBe(302);
  // Counted (scans are folded in the background within a second) before the step comes due.
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Results of Open house' }).click();
  await expect(page.locator('[data-figure="Responders"]').first()).toHaveText('1');

  // Two weeks on: only Kim, who did not respond, gets the last-call card; Bob's cancelled card gets none.
  await moveClock(page, 'Move forward 14 days');
  // Kim's card is the step's send of one, tagged so on Orders; the list's send still holds its 3.
  await openOrders(page, 'all');
  const lastCall = orderRow(page, 'Kim Park');
  await expect(lastCall).toHaveCount(1, { timeout: 15_000 });
  await expect(lastCall).toContainText('Open houseFollow-up · step 1');
  await expect(lastCall.getByText(MAILED)).toHaveCount(1, { timeout: PIPELINE_TIMEOUT });
  await expect(orderRow(page, 'Jane Doe')).toHaveCount(0);
  await openSend(page, 'Open house');
  for (const name of ['Jane Doe', 'Bob Roe', 'Kim Park']) await expect(orderRow(page, name)).toHaveCount(1);
  await expect(balance(page)).toHaveText('$6.25');

  // The results page counts the step's card and who responded.
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Results of Open house' }).click();
  await expect(page.locator('[data-step="1"]')).toContainText('1 placed, 1 skipped');
  await expect(page.locator('[data-figure="Responders"]').first()).toHaveText('1');
  await expectAccessible(page);
});
