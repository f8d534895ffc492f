import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { errorBox, expectAccessible, expectFieldError, signUp } from './support/helpers';
import { expectTabStaysInside } from './support/keyboard';
import { createSingleCampaign, whenHydrated } from './support/orders';
import { openSend, sendRow } from './support/sends';
import { csvFile, shoot } from './support/files';

const listCount = (page: Page) => page.getByTestId('list-count');
const contactRow = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name });

async function pickAddress(scope: Locator, query: string, suggestion: string) {
  const field = scope.getByRole('combobox', { name: 'Address' });
  await whenHydrated(field);
  await field.fill(query);
  await scope.getByRole('option', { name: suggestion }).click();
  await expect(scope.getByText('Address validated')).toBeVisible();
}

test('a list from a CSV: create, import with a report, add, edit, delete, search, send and see the orders', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await createSingleCampaign(page, 'Spring mailing');

  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'No lists' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'contacts', 'contacts-empty');

  // New list, from the keyboard: the dialog opens on its field, Enter creates it.
  const newList = await whenHydrated(page.getByRole('button', { name: 'New list' }));
  await newList.focus();
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'New list' });
  await expect(create.getByLabel('List name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(create.getByLabel('List name')).toHaveAccessibleDescription('List name is required');
  await page.keyboard.type('Past clients');
  await shoot(page, 'contacts', 'new-list');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Past clients' })).toBeVisible();
  await expect(listCount(page)).toHaveText('0 contacts');

  // Import: one bad ZIP and one address twice.
  await (await whenHydrated(page.getByRole('button', { name: 'Import CSV' }))).click();
  const importing = page.getByRole('dialog', { name: 'Import CSV into Past clients' });
  await importing
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        'contacts.csv',
        [
          'Zip Code,Full Name,Street,City,State',
          '62704,Jane Doe,123 Main St,Springfield,IL',
          '90210,Ann Lee,5 Oak Rd,Springfield,IL',
          '2108,Bob Roe,1 Beacon St,Boston,MA',
          '62704,Janet Doe,123 main st,Springfield,IL',
        ].join('\n'),
      ),
    );
  await expect(importing).toContainText('Found 4 rows in contacts.csv.');
  await expect(importing.getByLabel('ZIP')).toHaveValue('0');
  await expectAccessible(page);
  await shoot(page, 'contacts', 'import-columns');
  // A required column left out: said beside its select, and nothing is imported.
  await importing.getByLabel('City').selectOption({ label: '— Not in the file —' });
  await importing.getByLabel('ZIP').selectOption({ label: '— Not in the file —' });
  await importing.getByRole('button', { name: 'Import' }).click();
  await expectFieldError(importing.getByLabel('City'), 'Choose a column for Name, Address, City, State and ZIP.');
  await expectFieldError(importing.getByLabel('ZIP'), 'Choose a column for Name, Address, City, State and ZIP.');
  await expectAccessible(page);
  await shoot(page, 'contacts', 'import-column-errors');
  await importing.getByLabel('City').selectOption({ label: 'City' });
  await expect(importing.getByLabel('City')).not.toHaveAttribute('aria-invalid', 'true');
  await importing.getByLabel('ZIP').selectOption({ label: 'Zip Code' });
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByTestId('import-report')).toHaveText(
    '2 contacts added · 0 contacts already in the list · 1 row repeated in the file · 1 row not imported',
  );
  await expect(importing).toContainText('Row 2: ZIP 90210 is not in Springfield, IL');
  await expect(importing).toContainText('Row 4 (Janet Doe): Same address as row 1 of this file');
  await expectAccessible(page);
  await shoot(page, 'contacts', 'import-report');
  await importing.getByRole('button', { name: 'Done' }).click();
  await expect(importing).toBeHidden();
  await expect(listCount(page)).toHaveText('2 contacts');
  await expect(contactRow(page, 'Jane Doe')).toContainText('123 Main St, Springfield, IL 62704');

  // Add one with the address autocomplete; the same address again is refused.
  await page.getByRole('button', { name: 'Add contact' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add contact' });
  // Every error at once, beside its field.
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expectFieldError(dialog.getByLabel('Name'), 'Recipient name is required');
  await expectFieldError(
    dialog.getByRole('combobox', { name: 'Address' }),
    'Please validate the address before submitting',
  );
  await expectAccessible(page);
  await shoot(page, 'contacts', 'add-contact-errors');
  await dialog.getByLabel('Name').fill('Cy Fox');
  await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  await pickAddress(dialog, '5 oak rd springfield il', '5 Oak Rd, Springfield, IL 62701');
  await dialog.getByLabel('Apartment, suite or unit (optional)').fill('Apt 2');
  await shoot(page, 'contacts', 'add-contact');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(listCount(page)).toHaveText('3 contacts');
  await expect(contactRow(page, 'Cy Fox')).toContainText('5 Oak Rd, Springfield, IL 62701 · Apt 2');

  await page.getByRole('button', { name: 'Add contact' }).click();
  dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill('Second Jane');
  await pickAddress(dialog, '123 main st 62704', '123 Main St, Springfield, IL 62704');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(errorBox(dialog)).toHaveText('This list already has a contact at this address.');
  // Escape with typed input asks first; the keyboard alone discards.
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // Edit the name.
  await contactRow(page, 'Cy Fox').getByRole('button', { name: 'Edit Cy Fox' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Cy Fox');
  await dialog.getByLabel('Name').fill('Cyrus Fox');
  await shoot(page, 'contacts', 'edit-contact');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(contactRow(page, 'Cyrus Fox')).toBeVisible();

  // Delete Bob, from the keyboard: the confirmation starts on Cancel.
  await contactRow(page, 'Bob Roe').getByRole('button', { name: 'Delete Bob Roe' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this contact?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shoot(page, 'contacts', 'delete-contact');
  await confirm.getByRole('button', { name: 'Delete contact' }).click();
  await expect(confirm).toBeHidden();
  await expect(listCount(page)).toHaveText('2 contacts');
  await expect(contactRow(page, 'Bob Roe')).toHaveCount(0);

  // Search.
  await page.getByLabel('Search contacts').fill('cyrus');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText('1 contact matches “cyrus”.');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Springfield' })).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'contacts', 'list-search');
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(contactRow(page, 'Jane Doe')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'contacts', 'list');

  // Send to this list: priced on the server, paid as Bulk Send is.
  await page.getByRole('button', { name: 'Send to this list' }).click();
  const send = page.getByRole('dialog', { name: 'Send to Past clients' });
  await send.getByLabel('Campaign').selectOption({ label: 'Spring mailing (Single Send)' });
  await shoot(page, 'contacts', 'send-choose');
  await send.getByRole('button', { name: 'Check price' }).click();
  await expect(send).toContainText('$1.25 per contact × 2 = $2.50');
  await expect(send.getByTestId('confirm-total')).toHaveText('$2.50');
  await expect(send.getByRole('region', { name: 'Payment' })).toContainText('Not covered by your balance$2.50');
  await expectAccessible(page);
  await shoot(page, 'contacts', 'send-confirm');
  await send.getByRole('button', { name: 'Save 2 orders to pay later' }).click();
  await expect(send).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'View orders' })).toContainText('2 orders for Past clients');

  await page.getByRole('link', { name: 'View orders' }).click();
  // One row for the list's send (decision 045), its 2 cards on its page.
  await expect(sendRow(page, 'Spring mailing')).toContainText('2 postcards · Placed');
  await openSend(page, 'Spring mailing');
  const orders = page.getByRole('region', { name: 'Its cards' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: 'Jane Doe · 123 Main St, Springfield, IL 62704' })).toHaveCount(1);
  // The contact's unit rides into the send (issue 35).
  await expect(orders.filter({ hasText: 'Cyrus Fox · 5 Oak Rd, Apt 2, Springfield, IL 62701' })).toHaveCount(1);

  // From the campaign: the same confirmation with a list picker; the list was just mailed.
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Spring mailing' }).first().click();
  await (await whenHydrated(page.getByRole('button', { name: 'Send to a list' }))).click();
  const fromCampaign = page.getByRole('dialog', { name: 'Send Spring mailing to a list' });
  await fromCampaign.getByLabel('List').selectOption({ label: 'Past clients (2 contacts)' });
  await fromCampaign.getByRole('button', { name: 'Check price' }).click();
  await expect(fromCampaign).toContainText('2 contacts were mailed on this campaign in the last 90 days');
  await shoot(page, 'contacts', 'send-from-campaign');
  await page.keyboard.press('Escape');
  await expect(fromCampaign).toBeHidden();
  await shoot(page, 'contacts', 'campaign-results');

  // Delete the list.
  await page.goto('/contacts');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Past clients' })).toContainText(
    '2 contacts',
  );
  await shoot(page, 'contacts', 'contacts');
  await page.getByRole('button', { name: 'Delete list Past clients' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this list?' })
    .getByRole('button', { name: 'Delete list' })
    .click();
  await expect(page.getByRole('heading', { name: 'No lists' })).toBeVisible();
});

test('the list dialogs from the keyboard alone: focus inside, Tab kept inside, Escape closes, focus back', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/contacts');
  await (await whenHydrated(page.getByRole('button', { name: 'New list' }))).click();
  await expect(page.getByRole('dialog', { name: 'New list' }).getByLabel('List name')).toBeFocused();
  await page.keyboard.type('Keyboard list');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyboard list' })).toBeVisible();

  for (const [button, name] of [
    ['Import CSV', 'Import CSV into Keyboard list'],
    ['Add contact', 'Add contact'],
  ] as const) {
    const opener = await whenHydrated(page.getByRole('button', { name: button }));
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectTabStaysInside(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // Typed into Add contact: Escape asks first, and Keep editing keeps the text.
  await page.getByRole('button', { name: 'Add contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add contact' });
  await expect(add.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(add.getByLabel('Name')).toHaveValue('Ada');
  await expectAccessible(page);
});
