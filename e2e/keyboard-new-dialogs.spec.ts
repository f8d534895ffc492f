import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { discardQuestion, expectFocusInside, expectTabStaysInside } from './support/keyboard';
import { addSingleCampaign, MAIN_ST, whenHydrated } from './support/orders';
import { createTemplateViaUi } from './support/templates';
import { csvFile } from './support/files';

// Issue 23 point 5 for the dialogs added since the first keyboard spec: Contacts (New list, Add
// and Edit contact, Import CSV, the Delete confirmations), Send to a list, the follow-up steps of
// the campaign form, Pause/Resume, the send date of Confirm Order and the return address asked
// for in it. Focus lands inside, 30 Tabs stay inside, Escape closes only the top layer and keeps
// what was typed under it, and closing gives focus back to the opener.

test.describe.configure({ timeout: 180_000 });

/** Opens a dialog from its button with the keyboard alone. */
async function openWithKeyboard(page: Page, opener: Locator): Promise<void> {
  await (await whenHydrated(opener)).focus();
  await page.keyboard.press('Enter');
}

/** Escape asks first; Escape again closes only the question; the dialog and its typing stay. */
async function expectEscapeAsksAndKeeps(page: Page, dialog: Locator, field: Locator, typed: string) {
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeVisible();
  await expect(discardQuestion(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectTabStaysInside(page, discardQuestion(page), { presses: 10 });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue(typed);
}

/** Escape, then Discard from the keyboard: the dialog closes and focus is back on its opener. */
async function discardWithKeyboard(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('Contacts: New list, Add and Edit contact, Import CSV, Delete contact and Delete list', async ({ page }) => {
  await signUp(page);
  await page.goto('/contacts');

  // New list: empty, Escape closes at once and focus returns; typed, Escape asks first.
  const newList = page.getByRole('button', { name: 'New list' });
  await openWithKeyboard(page, newList);
  const create = page.getByRole('dialog', { name: 'New list' });
  await expect(create.getByLabel('List name')).toBeFocused();
  await expectTabStaysInside(page, create);
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(newList).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(create.getByLabel('List name')).toBeFocused();
  await page.keyboard.type('Neighbors');
  await expectEscapeAsksAndKeeps(page, create, create.getByLabel('List name'), 'Neighbors');
  await create.getByLabel('List name').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Neighbors' })).toBeVisible();

  // Add contact: errors beside the fields from the keyboard, typing kept under the question.
  const add = page.getByRole('button', { name: 'Add contact' });
  await openWithKeyboard(page, add);
  const adding = page.getByRole('dialog', { name: 'Add contact' });
  await expect(adding.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Cy Fox');
  await expectTabStaysInside(page, adding);
  await expectAccessible(page);
  await expectEscapeAsksAndKeeps(page, adding, adding.getByLabel('Name'), 'Cy Fox');
  const address = adding.getByRole('combobox', { name: 'Address' });
  await address.focus();
  await page.keyboard.type(MAIN_ST.query);
  await expect(adding.getByRole('option', { name: MAIN_ST.suggestion })).toBeVisible();
  await page.keyboard.press('Escape'); // the suggestions only
  await expect(adding).toBeVisible();
  await expect(discardQuestion(page)).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(adding.getByText('Address validated')).toBeVisible();
  await adding.getByRole('button', { name: 'Add contact' }).focus();
  await page.keyboard.press('Enter');
  await expect(adding).toBeHidden();
  await expect(page.getByTestId('list-count')).toHaveText('1 contact');

  // Edit contact: unchanged, Escape closes at once; changed, it asks.
  const edit = page.getByRole('button', { name: 'Edit Cy Fox' });
  await openWithKeyboard(page, edit);
  const editing = page.getByRole('dialog', { name: 'Edit contact' });
  await expectFocusInside(editing);
  await expectTabStaysInside(page, editing);
  await page.keyboard.press('Escape');
  await expect(editing).toBeHidden();
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await editing.getByLabel('Name').focus();
  await page.keyboard.press('End');
  await page.keyboard.type('e');
  await expectEscapeAsksAndKeeps(page, editing, editing.getByLabel('Name'), 'Cy Foxe');
  await discardWithKeyboard(page, editing, edit);

  // Import CSV: a chosen file is work the question protects.
  const importCsv = page.getByRole('button', { name: 'Import CSV' });
  await openWithKeyboard(page, importCsv);
  const importing = page.getByRole('dialog', { name: 'Import CSV into Neighbors' });
  await expectFocusInside(importing);
  await importing
    .getByLabel('CSV file')
    .setInputFiles(csvFile('keyboard.csv', 'Name,Address,City,State,ZIP\nAda Park,1 Beacon St,Boston,MA,2108'));
  await expect(importing).toContainText('Found 1 row in keyboard.csv.');
  await importing.getByLabel('CSV file').focus();
  await expectTabStaysInside(page, importing);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeHidden();
  await expect(importing).toContainText('Found 1 row in keyboard.csv.');
  await discardWithKeyboard(page, importing, importCsv);

  // The Delete confirmations start on Cancel, keep Tab inside, and Escape gives focus back.
  for (const [opener, name] of [
    [page.getByRole('button', { name: 'Delete Cy Fox' }), 'Delete this contact?'],
    [page.getByRole('button', { name: 'Delete list', exact: true }), 'Delete this list?'],
  ] as const) {
    await openWithKeyboard(page, opener);
    const confirm = page.getByRole('alertdialog', { name });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectTabStaysInside(page, confirm);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // Send to this list: the campaign picker.
  const sendToList = page.getByRole('button', { name: 'Send to this list' });
  await openWithKeyboard(page, sendToList);
  const sending = page.getByRole('dialog', { name: 'Send to Neighbors' });
  await expectFocusInside(sending);
  await expectTabStaysInside(page, sending);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(sending).toBeHidden();
  await expect(sendToList).toBeFocused();
});

test('Campaigns: follow-up steps in Create Campaign, Send to a list and Pause/Resume on the results page', async ({
  page,
}) => {
  await signUp(page);
  await createTemplateViaUi(page, 'Steps card');
  await createTemplateViaUi(page, 'Reminder card');
  await page.goto('/campaigns');
  const opener = page.getByRole('button', { name: 'Create Campaign' });
  await openWithKeyboard(page, opener);
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await expect(form.getByLabel('Campaign name')).toBeFocused();
  await page.keyboard.type('Keyboard steps');

  // A step added from the keyboard: focus stays in the dialog, Tab stays in with the step open.
  const steps = form.getByRole('group', { name: 'Follow-up steps' });
  await steps.getByRole('button', { name: 'Add follow-up step' }).focus();
  await page.keyboard.press('Enter');
  const step = steps.getByRole('region', { name: 'Follow-up step 1' });
  await expect(step).toBeVisible();
  await expectFocusInside(form);
  await expectTabStaysInside(page, form);
  await expectAccessible(page);
  await step.getByRole('button', { name: 'Remove step 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(step).toBeHidden();
  await expect(steps.getByRole('button', { name: 'Add follow-up step' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectEscapeAsksAndKeeps(page, form, form.getByLabel('Campaign name'), 'Keyboard steps');
  await expect(step).toBeVisible();

  // Saved with its step, from the keyboard.
  await form.locator('#campaign-template').selectOption({ label: 'Steps card (4x6)' });
  await step.getByLabel('Template').selectOption({ label: 'Reminder card (4x6)' });
  await form.getByRole('button', { name: 'Create Campaign' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();

  // The results page: Pause and Resume keep focus on their button.
  await page.getByRole('link', { name: 'Keyboard steps' }).first().click();
  const pause = page.getByRole('button', { name: 'Pause campaign' });
  await openWithKeyboard(page, pause);
  const resume = page.getByRole('button', { name: 'Resume campaign' });
  await expect(resume).toBeVisible();
  await expect(resume).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pause).toBeVisible();
  await expect(pause).toBeFocused();
  await expectAccessible(page);

  // Send to a list from the campaign: the list picker.
  const toList = page.getByRole('button', { name: 'Send to a list' });
  await openWithKeyboard(page, toList);
  const picking = page.getByRole('dialog', { name: 'Send Keyboard steps to a list' });
  await expectFocusInside(picking);
  await expectTabStaysInside(page, picking);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(picking).toBeHidden();
  await expect(toList).toBeFocused();
});

test('Confirm Order: the send date and the return address asked for in it are kept under the question', async ({
  page,
}) => {
  // No return address saved: Confirm Order asks for it.
  await signUp(page);
  await createTemplateViaUi(page, 'Dated card', 'Hi {{recipient_name}}!');
  await addSingleCampaign(page, 'Dated', 'Dated card');
  const opener = page.getByRole('button', { name: 'Send Dated', exact: true });
  await openWithKeyboard(page, opener);
  const dialog = page.getByRole('dialog', { name: 'Send: Dated' });
  await expect(dialog.getByLabel('Recipient name')).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type(MAIN_ST.query);
  await expect(dialog.getByRole('option', { name: MAIN_ST.suggestion })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Address validated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(confirm.getByRole('heading', { name: 'Your return address' })).toBeVisible();
  await expectFocusInside(confirm);
  const returnName = confirm.getByLabel('Name', { exact: true });
  // The Name comes from sign-up (issue 36): typing another one makes the form a change to keep.
  await expect(returnName).toHaveValue('Pat Postcard');
  await returnName.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Pat Q. Postcard');
  const sendDate = confirm.getByLabel('Send date (optional)');
  const today = (await sendDate.getAttribute('min'))!;
  await sendDate.fill(today);
  await expectTabStaysInside(page, confirm);
  await expectAccessible(page);
  await expectEscapeAsksAndKeeps(page, confirm, returnName, 'Pat Q. Postcard');
  await expect(sendDate).toHaveValue(today);
  await discardWithKeyboard(page, confirm, opener);
});

test('Bulk Send: focus moves into the preview; its send date and return address are kept under the question', async ({
  page,
}) => {
  // No return address saved: the preview asks for it.
  await signUp(page);
  await createTemplateViaUi(page, 'Bulk dated card', 'Hi {{recipient_name}}!');
  await addSingleCampaign(page, 'Bulk dated', 'Bulk dated card');
  const opener = page.getByRole('button', { name: 'Bulk Send' });
  await openWithKeyboard(page, opener);
  const bulk = page.getByRole('dialog', { name: 'Bulk Send' });
  await expect(bulk.getByLabel('Campaign', { exact: true })).toBeFocused();
  await bulk.getByLabel('Campaign', { exact: true }).selectOption({ label: 'Bulk dated (Single Send)' });
  await bulk
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('bulk-keyboard.csv', 'Name,Address,City,State,ZIP\nJane Doe,123 Main St,Springfield,IL,62704'),
    );
  await expect(bulk).toContainText('Found 1 row in bulk-keyboard.csv.');
  await bulk.getByRole('button', { name: 'Check rows' }).focus();
  await page.keyboard.press('Enter');

  await expect(bulk.getByRole('heading', { name: 'Your return address' })).toBeVisible();
  await expectFocusInside(bulk);
  const returnName = bulk.getByLabel('Name', { exact: true });
  // The Name comes from sign-up (issue 36): typing another one makes the form a change to keep.
  await expect(returnName).toHaveValue('Pat Postcard');
  await returnName.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Pat Q. Postcard');
  const sendDate = bulk.getByLabel('Send date (optional)');
  const today = (await sendDate.getAttribute('min'))!;
  await sendDate.fill(today);
  await expectTabStaysInside(page, bulk);
  await expectAccessible(page);
  await expectEscapeAsksAndKeeps(page, bulk, returnName, 'Pat Q. Postcard');
  await expect(sendDate).toHaveValue(today);
  await discardWithKeyboard(page, bulk, opener);
});
