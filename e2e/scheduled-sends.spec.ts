import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { openSend, sendRow } from './support/sends';
import {
  MAILED,
  addFunds,
  balance,
  clickAction,
  createSingleCampaign,
  expectStatus,
  MAIN_ST,
  openConfirmOrder,
  openOrders,
  orderRow,
  PIPELINE_TIMEOUT,
  whenHydrated,
} from './support/orders';
import { moveClock, resetClock } from './support/clock';
import { csvFile, shoot } from './support/files';
import { dayAhead, shown } from './support/days';

// Scheduled sends (decision 037): a send date on Confirm Order and Bulk Send; the orders are
// charged at once, shown as "Scheduled · <day>", cancellable with the money back, and go to
// print when the sandbox clock (/sandbox/clock) reaches their day. The sandbox clock is one for
// the whole server: this spec puts it back to the real time when it ends.

test.afterEach(({ page }) => resetClock(page));

test('send on a date, see it Scheduled, cancel one with the money back, and it goes to print on its day', async ({
  page,
}) => {
  await signUp(page);
  await addFunds(page, '10');
  await expect(balance(page)).toHaveText('$10.00');
  await createSingleCampaign(page, 'Spring open house');

  // Send → Confirm Order: the optional send date, its rules said next to it.
  const confirm = await openConfirmOrder(page, 'Spring open house', 'Jane Doe', MAIN_ST);
  const date = confirm.getByLabel('Send date (optional)');
  await expect(date).toHaveAccessibleDescription(
    'Leave it empty to send as soon as it is paid. Days are counted in UTC.',
  );
  const submit = confirm.getByRole('button', { name: 'Submit Order' });
  await date.fill(dayAhead(-1));
  await expect(date).toHaveAccessibleDescription(/Send date is in the past\. Choose today or a later day\./);
  await expect(submit).toBeDisabled();
  await date.fill(dayAhead(200));
  await expect(date).toHaveAccessibleDescription(/Send date can be at most 180 days ahead\./);
  await expect(submit).toBeDisabled();

  const janeDay = dayAhead(7);
  await date.fill(janeDay);
  await expect(date).toHaveAccessibleDescription(
    `Goes to print on ${shown(janeDay)}. It is charged now and waits as Scheduled until then; cancel it before that day for a full refund. Days are counted in UTC.`,
  );
  // A valid day after today: the button says it schedules, and for when.
  await expect(submit).toHaveCount(0);
  const schedule = confirm.getByRole('button', { name: `Schedule 1 postcard for ${shown(janeDay)}` });
  await expect(schedule).toBeEnabled();
  await expectAccessible(page);
  await date.scrollIntoViewIfNeeded();
  await shoot(page, 'scheduled-sends', 'send-date-field');
  await schedule.click();
  await expect(page.getByRole('status').filter({ hasText: 'Order placed for Spring open house' })).toContainText(
    `Scheduled to go to print on ${shown(janeDay)}.`,
  );

  // Bulk Send with a date: every card of the file waits for it.
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Bulk Send' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Send' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        'scheduled.csv',
        [
          'Name,Address,City,State,ZIP',
          'Bob Roe,1 Beacon St,Boston,MA,2108',
          'Ann Lee,123 Main St,Springfield,IL,62704',
        ].join('\n'),
      ),
    );
  await dialog.getByLabel('Campaign').selectOption({ label: 'Spring open house (Single Send)' });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog).toContainText('2 valid, 0 with errors · Total $2.50');
  const bulkDay = dayAhead(3);
  // By keyboard alone: the native date field takes the day typed as the browser shows it (mm/dd/yyyy).
  const bulkDate = dialog.getByLabel('Send date (optional)');
  await bulkDate.focus();
  const [year, month, day] = bulkDay.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(bulkDate).toHaveValue(bulkDay);
  await expect(bulkDate).toHaveAccessibleDescription(new RegExp(`^Goes to print on ${shown(bulkDay)}\\.`));
  await bulkDate.scrollIntoViewIfNeeded();
  await shoot(page, 'scheduled-sends', 'bulk-send-date');
  const sendBulk = dialog.getByRole('button', { name: `Schedule 2 postcards for ${shown(bulkDay)}` });
  await sendBulk.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 orders placed' })).toContainText(
    `Scheduled to go to print on ${shown(bulkDay)}.`,
  );

  // Orders (Active): Jane's card Scheduled with its day; the Bulk Send one row of 2 scheduled
  // cards, each Scheduled with its day on the send's page. All paid at placement.
  await openOrders(page);
  const jane = orderRow(page, 'Jane Doe');
  const bob = orderRow(page, 'Bob Roe');
  const ann = orderRow(page, 'Ann Lee');
  await expectStatus(jane, `Scheduled · ${shown(janeDay)}`);
  const bulk = sendRow(page, 'Spring open house');
  await expect(bulk).toContainText(`2 postcards · Scheduled for ${shown(bulkDay)}`);
  await expect(bulk.locator('[data-send-states]')).toHaveText('2 scheduled');
  await expect(balance(page)).toHaveText('$6.25', { timeout: PIPELINE_TIMEOUT });
  await expectAccessible(page);
  await shoot(page, 'scheduled-sends', 'orders-scheduled');
  await openSend(page, 'Spring open house');
  await expectStatus(bob, `Scheduled · ${shown(bulkDay)}`);
  await expectStatus(ann, `Scheduled · ${shown(bulkDay)}`);

  // The order page says when it goes to print.
  await openOrders(page);
  await jane.getByRole('link', { name: 'Order details' }).click();
  await expect(page.getByText(`Scheduled · ${shown(janeDay)}`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Scheduled: it goes to print on ${shown(janeDay)} (UTC).` }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'scheduled-sends', 'order-scheduled');

  // Cancel Bob's, on the send's page: the confirmation says the money comes back, and it does.
  await openOrders(page);
  await openSend(page, 'Spring open house');
  await (await whenHydrated(bob.getByRole('button', { name: 'Cancel' }))).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(ask).toContainText('$1.25 goes back to your balance.');
  await clickAction(ask.getByRole('button', { name: 'Cancel order' }));
  await expectStatus(bob, 'Cancelled');
  await expect(balance(page)).toHaveText('$7.50', { timeout: PIPELINE_TIMEOUT });

  // A week later by the sandbox clock: both dates have come, the cards go to print.
  await moveClock(page, 'Move forward 7 days');
  await openOrders(page, 'all');
  await expectStatus(jane, MAILED, 30_000);
  await openSend(page, 'Spring open house');
  await expectStatus(ann, MAILED, 30_000);
  await expectStatus(bob, 'Cancelled');
  await expect(balance(page)).toHaveText('$7.50');
});
