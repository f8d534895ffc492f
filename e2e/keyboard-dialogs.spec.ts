import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { becomePro, createSingleCampaign, MAIN_ST, whenHydrated } from './support/orders';
import { discardQuestion, expectFocusInside, expectTabStaysInside } from './support/keyboard';
import { createTemplateViaUi } from './support/templates';

// Issue 23: every dialog used with the keyboard alone. Focus stays in the top layer, Escape
// closes only that layer and keeps what was typed under it, a step change puts focus inside,
// and closing gives focus back to the button that opened the dialog.

// Each test walks through several dialogs with 30 Tab presses in each.
test.describe.configure({ timeout: 150_000 });

test('Create Campaign: focus, Tab trap, Escape asks before dropping typing, focus back to the opener', async ({
  page,
}) => {
  await signUp(page);
  await createTemplateViaUi(page, 'Keyboard card');
  await page.goto('/campaigns');
  const opener = await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }));

  // Nothing typed: Escape closes at once and focus returns to the button.
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await expect(dialog.getByLabel('Campaign name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.press('Enter');
  await expect(dialog.getByLabel('Campaign name')).toBeFocused();
  await page.keyboard.type('Elm Street');
  await expectTabStaysInside(page, dialog);
  await expectAccessible(page);

  // Escape asks first; Cancel keeps the dialog and the typing.
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeVisible();
  await expect(discardQuestion(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectTabStaysInside(page, discardQuestion(page));
  await expectAccessible(page);
  await page.keyboard.press('Escape'); // closes the question only
  await expect(discardQuestion(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Campaign name')).toHaveValue('Elm Street');
  await expectFocusInside(dialog);

  // The plan dialog over it (a Free user picking a demographic): a layer of its own. Tab stays in
  // it, Escape closes it alone, and the campaign dialog keeps its typing and gets focus back.
  await dialog.getByLabel('Neighbor Campaign').check();
  const demographic = dialog.getByLabel(/Demographic target/);
  await demographic.focus(); // where a keyboard user changing it has focus
  await demographic.selectOption({ label: 'High net worth' });
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(plans).toBeVisible();
  await expectFocusInside(plans);
  await expectTabStaysInside(page, plans);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
  await expect(discardQuestion(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Campaign name')).toHaveValue('Elm Street');
  await expect(demographic).toBeFocused();

  // × asks too; Discard closes, and focus is back on the opener.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Send: Escape closes the address list only; Confirm Order takes focus; Cancel returns to the typed form', async ({
  page,
}) => {
  await signUp(page);
  await createSingleCampaign(page, 'Keys');
  const opener = await whenHydrated(page.getByRole('button', { name: 'Send Keys', exact: true }));
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Send: Keys' });
  await expect(dialog.getByLabel('Recipient name')).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  const address = dialog.getByRole('combobox', { name: 'Address (US)' });
  await expect(address).toBeFocused();
  await page.keyboard.type(MAIN_ST.query);
  const list = page.getByRole('listbox', { name: 'Address (US) suggestions' });
  await expect(list.getByRole('option', { name: MAIN_ST.suggestion })).toBeVisible();
  await expectAccessible(page);

  // Escape closes the suggestions, nothing else: no question, the dialog and the typing stay.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(discardQuestion(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(address).toHaveValue(MAIN_ST.query);
  await expect(address).toBeFocused();

  // The arrows reopen it; Enter picks without submitting.
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Address validated')).toBeVisible();
  await expectTabStaysInside(page, dialog);

  // Continue: the dialog turns into Confirm Order and focus moves into it, not to <body>.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(confirm.getByAltText('Back of the postcard')).toBeVisible();
  await expectFocusInside(confirm);
  await expectTabStaysInside(page, confirm);
  await expectAccessible(page);

  // Cancel goes back to the form, with focus on its first field and the name still there.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Recipient name')).toBeFocused();
  await expect(dialog.getByLabel('Recipient name')).toHaveValue('Ada Lovelace');

  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Bulk Send: the first field takes focus, Tab stays in, Escape closes, focus returns.
  const bulkOpener = page.getByRole('button', { name: 'Bulk Send' });
  await bulkOpener.click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Send' });
  await expect(bulk.getByLabel('Campaign', { exact: true })).toBeFocused();
  await expectTabStaysInside(page, bulk);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(bulk).toBeHidden();
  await expect(bulkOpener).toBeFocused();
});

test('template editor: focus on each step, Escape asks, Delete template confirms', async ({ page }) => {
  await signUp(page);
  await page.goto('/templates');
  const opener = await whenHydrated(page.getByRole('button', { name: 'Create New Template' }));
  await opener.click();
  const editor = page.getByRole('dialog', { name: 'Create New Template' });
  await expect(editor.getByLabel('Template name')).toBeFocused();
  await page.keyboard.type('Keyboard template');
  await editor.getByLabel('4x6').check();
  await expectTabStaysInside(page, editor);
  await expectAccessible(page);

  // Next: focus moves to the first field of the Images step.
  await editor.getByRole('button', { name: 'Next' }).click();
  await expect(editor.getByLabel('Front image')).toBeFocused();
  await expectTabStaysInside(page, editor);

  // Back: focus on the name, which is kept.
  await editor.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(editor.getByLabel('Template name')).toBeFocused();
  await expect(editor.getByLabel('Template name')).toHaveValue('Keyboard template');

  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.getByLabel('Template name')).toHaveValue('Keyboard template');
  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toBeHidden();
  await expect(opener).toBeFocused();

  await createTemplateViaUi(page, 'To delete');
  const remove = await whenHydrated(page.getByRole('button', { name: 'Delete To delete' }));
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete template' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectTabStaysInside(page, confirm);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test('tracking dialogs: Create QR Code, Generated QR Code, phone create, edit with its delete step, Confirm Delete', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/tracking');
  const createQr = await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }));
  await createQr.click();
  const create = page.getByRole('dialog', { name: 'Create New QR Code' });
  await expect(create.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard mailer');
  await expectTabStaysInside(page, create);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(create.getByLabel('Name')).toHaveValue('Keyboard mailer');
  await create.getByLabel('Target URL').fill('shop.example.com');
  await create.getByRole('button', { name: 'Create QR Code' }).click();

  // The QR code follows in its own dialog: nothing to type, so focus is on its heading.
  const generated = page.getByRole('dialog', { name: 'Generated QR Code' });
  await expect(generated.getByRole('heading', { name: 'Generated QR Code' })).toBeFocused();
  await expectTabStaysInside(page, generated);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(generated).toBeHidden();
  await expect(createQr).toBeFocused();

  const view = await whenHydrated(page.getByRole('button', { name: 'View QR Code for Keyboard mailer' }));
  await view.click();
  await expect(generated).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeFocused();

  await becomePro(page);
  await page.goto('/tracking?tab=phone');
  const createPhone = await whenHydrated(page.getByRole('button', { name: 'Create Phone Number' }));
  await createPhone.click();
  const phone = page.getByRole('dialog', { name: 'Create New Phone Number' });
  await expect(phone.getByLabel('Name')).toBeFocused();
  await expectTabStaysInside(page, phone);
  await expectAccessible(page);
  await phone.getByLabel('Name').fill('Keyboard line');
  await phone.getByLabel('Area code').fill('415');
  await phone.getByLabel('Forwarding number').fill('5551234567');
  await phone.getByLabel('Whisper message').fill('Call from the keyboard postcard');
  await phone.getByRole('button', { name: 'Create Phone Number' }).click();
  await expect(phone).toBeHidden();

  const edit = await whenHydrated(page.getByRole('button', { name: 'Edit Keyboard line' }));
  await edit.click();
  const editing = page.getByRole('dialog', { name: 'Edit Phone Number' });
  await expect(editing.getByLabel('Name')).toBeFocused();
  await expectTabStaysInside(page, editing);
  // Its Delete turns it into the question: focus goes to the heading, inside.
  await editing.getByRole('button', { name: 'Delete' }).click();
  await expect(editing.getByRole('heading', { name: 'Edit Phone Number' })).toBeFocused();
  await expectTabStaysInside(page, editing);
  await expectAccessible(page);
  await editing.getByRole('button', { name: 'Cancel' }).click();
  await expect(editing.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editing).toBeHidden();
  await expect(edit).toBeFocused();

  const remove = page.getByRole('button', { name: 'Delete Keyboard line' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectTabStaysInside(page, confirm);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});
