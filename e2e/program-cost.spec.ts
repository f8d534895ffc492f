import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { shoot } from './support/files';
import { addFunds, BEACON_ST, openConfirmOrder, saveReturnAddress, whenHydrated } from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { createListFromCsv } from './support/sends';
import { dayAhead, shown } from './support/days';

// Issue 34, point 3: the whole program before consent. On a campaign with a follow-up step, the
// send dialogs say what the step may mail and cost before the button, the button says what will
// happen, and Send to a list shows the card (front, and the back as its first contact gets it).

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('a list of 3 sent on a date on a campaign with a follow-up step: the step’s cost before the button, which schedules', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await saveReturnAddress(page);
  await addFunds(page, '10');
  await createTemplateViaUi(page, 'Just sold card', 'Hi {{recipient_name}}, we just sold on Oak St!');
  await createTemplateViaUi(page, 'Reminder card', 'Hi {{recipient_name}}, still thinking of selling?');

  // The campaign: a step 7 days after each card, to whoever has not responded.
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill('Just Sold Oak St');
  await form.getByLabel('Template', { exact: true }).selectOption({ label: 'Just sold card (4x6)' });
  await form.getByLabel(/Response URL/).fill('example.com/oak');
  const steps = form.getByRole('group', { name: 'Follow-up steps' });
  await steps.getByRole('button', { name: 'Add follow-up step' }).click();
  const step = steps.getByRole('region', { name: 'Follow-up step 1' });
  await step.getByLabel('Template').selectOption({ label: 'Reminder card (4x6)' });
  await step.getByLabel('Days after').fill('7');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();

  // Confirm Order for one card says the step too; a plain paid send keeps "Submit Order".
  const confirm = await openConfirmOrder(page, 'Just Sold Oak St', 'Kim Park', BEACON_ST);
  const program = confirm.getByRole('region', { name: 'Follow-up steps of this campaign' });
  await expect(program).toContainText(
    `Then step 1: up to 1 more card on ${shown(dayAhead(7))}, to whoever has not responded — up to $1.25, charged then.`,
  );
  await expect(program).toContainText(
    'In all, up to $2.50: $1.25 for this send and up to $1.25 for its follow-up steps.',
  );
  await expect(confirm.getByRole('button', { name: 'Submit Order' })).toBeVisible();
  await confirm.getByLabel('Send date (optional)').fill(dayAhead(2));
  await expect(confirm.getByRole('button', { name: `Schedule 1 postcard for ${shown(dayAhead(2))}` })).toBeVisible();
  await expect(program).toContainText(`up to 1 more card on ${shown(dayAhead(9))}`);
  await expectAccessible(page);
  await shoot(page, 'program-cost', 'confirm-order', confirm);
  await program.scrollIntoViewIfNeeded();
  await shoot(page, 'program-cost', 'confirm-order-program');

  // The list of 3, from a CSV.
  await createListFromCsv(page, 'Sphere', [
    'Jane Doe,123 Main St,Springfield,IL,62701',
    'Bob Roe,1 Beacon St,Boston,MA,02108',
    'Lee Chan,5 Oak Rd,Springfield,IL,62701',
  ]);

  await (await whenHydrated(page.getByRole('button', { name: 'Send to this list' }))).click();
  const send = page.getByRole('dialog', { name: 'Send to Sphere' });
  await send.getByLabel('Campaign').selectOption({ label: 'Just Sold Oak St (Single Send)' });
  await send.getByRole('button', { name: 'Check price' }).click();
  await expect(send).toContainText('$1.25 per contact × 3 = $3.75');

  // The card: its front, and the back as one contact of the list gets it.
  await expect(send.getByAltText('Front of the postcard')).toBeVisible();
  await expect(send.getByAltText('Back of the postcard')).toBeVisible();
  await expect(
    send.getByText(/^Back: as (Jane Doe|Bob Roe|Lee Chan), the list’s first contact, gets it\./),
  ).toBeVisible();

  // Sent three days ahead: the step comes 7 days after that, and the button says it schedules.
  const sendDay = dayAhead(3);
  await expect(send.getByRole('button', { name: 'Send 3 postcards' })).toBeVisible();
  await send.getByLabel('Send date (optional)').fill(sendDay);
  const stepCost = send.getByRole('region', { name: 'Follow-up steps of this campaign' });
  await expect(stepCost).toContainText(
    `Then step 1: up to 3 more cards on ${shown(dayAhead(10))}, to whoever has not responded — up to $3.75, charged then.`,
  );
  await expect(stepCost).toContainText(
    'In all, up to $7.50: $3.75 for this send and up to $3.75 for its follow-up steps.',
  );
  const schedule = send.getByRole('button', { name: `Schedule 3 postcards for ${shown(sendDay)}` });
  await expect(schedule).toBeEnabled();
  // Said before the button, on a desktop and on a phone.
  expect(await top(stepCost)).toBeLessThan(await top(schedule));
  await expectAccessible(page);
  await shoot(page, 'program-cost', 'send-to-list', send);
  await schedule.scrollIntoViewIfNeeded();
  await shoot(page, 'program-cost', 'send-to-list-button');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await top(stepCost)).toBeLessThan(await top(schedule));
  await page.setViewportSize({ width: 1280, height: 800 });

  await schedule.click();
  await expect(send).toBeHidden();
  const placed = page.getByRole('status').filter({ hasText: 'View orders' });
  await expect(placed).toContainText('3 orders for Sphere');
  await expect(placed).toContainText(`Scheduled to go to print on ${shown(sendDay)}.`);

  // Issue 34, "Done when": Orders shows one row for the 3 cards, the history one line of −$3.75,
  // and cancelling the send refunds all three in one line.
  await page.goto('/orders?filter=all');
  const row = page.locator('[data-send-row]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`3 postcards · Scheduled for ${shown(sendDay)}`);
  await expect(row.locator('[data-send-states]')).toHaveText('3 scheduled');

  const historyLines = async () => {
    await page.goto('/profile?tab=billing');
    return page.getByRole('region', { name: 'Transaction History' }).getByRole('listitem');
  };
  let lines = await historyLines();
  await expect(lines.nth(0)).toContainText('Postcards · Just Sold Oak St · 3 cards');
  await expect(lines.nth(0)).toContainText('−$3.75');
  await expect(lines.nth(1)).toContainText('Funds added');
  await expect(lines).toHaveCount(2);

  await page.goto('/orders?filter=all');
  await page
    .locator('[data-send-row]')
    .getByRole('link', { name: /^View the 3 cards/ })
    .click();
  await (await whenHydrated(page.getByRole('button', { name: 'Cancel the 3 scheduled cards' }))).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel the 3 scheduled cards?' })
    .getByRole('button', { name: 'Cancel 3 cards' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled 3 cards' })).toHaveText(
    'Cancelled 3 cards: $3.75 is back on your balance.',
  );

  lines = await historyLines();
  await expect(lines.nth(0)).toContainText('Just Sold Oak St · 3 cards');
  await expect(lines.nth(0)).toContainText('+$3.75');
  await expect(lines.nth(1)).toContainText('−$3.75');
  await expect(lines).toHaveCount(3);
  await expect(page.getByRole('complementary').getByTestId('balance')).toHaveText('$10.00');
});
