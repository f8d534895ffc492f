import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { addSingleCampaign, saveReturnAddress, whenHydrated } from './support/orders';
import { createListFromCsv } from './support/sends';
import { imageFile } from './support/templates';
import { csvFile, shoot } from './support/files';
import { expectToast } from './support/toasts';

// Issue 35, parts 2 and 3: an import that can be finished, and a list you can work in.

test.describe.configure({ timeout: 240_000 });

const listCount = (page: Page) => page.getByTestId('list-count');
const FILE = [
  'First name,Name,Address,City,State,ZIP,Agent',
  'Jane,Jane Doe,123 Main St,Springfield,IL,62704,Sam',
  'Ann,Ann Lee,5 Oak Rd,Springfield,IL,90210,Sam',
  'Cy,Cy Fox,0 Elm St,Springfield,IL,62701,Sam',
  'Janet,Janet Doe,123 main st,Springfield,IL,62704,Sam',
].join('\n');

async function newList(page: Page, name: string) {
  await page.goto('/contacts');
  await (await whenHydrated(page.getByRole('button', { name: 'New list' }))).click();
  await page.getByRole('dialog', { name: 'New list' }).getByLabel('List name').fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Opens Import CSV on the list page, chooses the file and keeps "First name" as {{first_name}}. */
async function chooseFile(page: Page, list: string) {
  await (await whenHydrated(page.getByRole('button', { name: 'Import CSV' }))).click();
  const importing = page.getByRole('dialog', { name: `Import CSV into ${list}` });
  await importing.getByLabel('CSV file').setInputFiles(csvFile('open-house.csv', FILE));
  await expect(importing).toContainText('Found 4 rows in open-house.csv.');
  await importing.getByLabel('First name', { exact: true }).selectOption({ label: 'Custom value' });
  await expect(importing.getByLabel('Custom value name')).toHaveValue('first_name');
  return importing;
}

test('an import that can be finished: three reasons, two rows fixed in place, the rejects downloaded, the report kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await createListFromCsv(page, 'Others', [
    'Kim Park,5 Oak Rd,Springfield,IL,62701',
    'Lu Wong,9 Pine St,Boston,MA,02108',
  ]);
  await newList(page, 'Open house');
  const importing = await chooseFile(page, 'Open house');

  // A custom value name the rules refuse: said beside it, and Import waits.
  await importing.getByLabel('Custom value name').fill('First Name');
  await expect(importing.getByRole('alert')).toHaveText(
    'A custom value name must start with a lower-case letter and have at most 40 lower-case letters, digits or underscores',
  );
  await expect(importing.getByRole('button', { name: 'Import' })).toBeDisabled();
  await importing.getByLabel('Custom value name').fill('first_name');
  await expect(importing.getByText('Fills {{first_name}} in a template’s message.')).toBeVisible();

  // The preview: the first rows as mapped.
  const preview = importing.getByTestId('import-preview');
  await expect(preview.getByRole('columnheader', { name: '{{first_name}}' })).toBeVisible();
  await expect(preview.getByRole('row').nth(1)).toContainText('Jane Doe123 Main StSpringfieldIL62704Jane');
  await expectAccessible(page);
  await shoot(page, 'contact-import', 'import-preview');
  await shoot(page, 'contact-import', 'import-preview-table', importing.getByRole('region', { name: /^Preview/ }));

  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByTestId('import-report')).toHaveText(
    '1 contact added · 0 contacts already in the list · 1 row repeated in the file · 2 rows not imported',
  );
  // Three different reasons: the wrong ZIP, the missing house number, the row repeated in the file.
  const rows = importing.getByTestId('import-fix-row');
  await expect(rows.nth(0).locator('legend')).toHaveText('Row 2: ZIP 90210 is not in Springfield, IL');
  await expect(rows.nth(1).locator('legend')).toHaveText('Row 3: No house number in "0 Elm St"');
  await expect(importing).toContainText('Row 4 (Janet Doe): Same address as row 1 of this file');
  await expectAccessible(page);
  await shoot(page, 'contact-import', 'import-report');

  // The rejects as a CSV with an Error column.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    importing.getByRole('button', { name: 'Download rows with errors (CSV)' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/).slice(0, 3)).toEqual([
    'First name,Name,Address,City,State,ZIP,Error',
    'Ann,Ann Lee,5 Oak Rd,Springfield,IL,90210,"ZIP 90210 is not in Springfield, IL"',
    'Cy,Cy Fox,0 Elm St,Springfield,IL,62701,"No house number in ""0 Elm St"""',
  ]);

  // Fixed in place: a suggestion for the wrong ZIP, a house number typed; then imported.
  await rows.nth(0).getByRole('button', { name: 'Suggest addresses' }).click();
  await rows.nth(0).getByRole('button', { name: 'Use 5 Oak Rd, Springfield, IL 62701' }).click();
  await expect(rows.nth(0).getByLabel('ZIP')).toHaveValue('62701');
  await rows.nth(1).getByLabel('Address').fill('7 Elm St');
  await importing.getByRole('button', { name: 'Import fixed rows' }).click();
  await expect(importing.getByTestId('import-report')).toHaveText(
    '3 contacts added · 0 contacts already in the list · 1 row repeated in the file · 0 rows not imported',
  );
  await importing.getByRole('button', { name: 'Done' }).click();
  await expect(importing).toBeHidden();
  await expect(listCount(page)).toHaveText('3 contacts');

  // The report stays with the list until dismissed.
  const kept = page.getByTestId('kept-import-report');
  await expect(kept).toContainText('1 row repeated in the file');
  await shoot(page, 'contact-import', 'list-with-report');
  await kept.getByRole('button', { name: 'Review' }).click();
  await expect(importing).toContainText('Row 4 (Janet Doe): Same address as row 1 of this file');
  await importing.getByRole('button', { name: 'Dismiss report' }).click();
  await expect(importing).toBeHidden();
  await expect(kept).toBeHidden();

  // Sorted by name; the custom value shows with each contact.
  await page.getByRole('link', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Name', exact: true })).toHaveAttribute('aria-current', 'true');
  const people = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') });
  await expect(people.locator('p.font-semibold')).toHaveText(['Ann Lee', 'Cy Fox', 'Jane Doe']);
  await expect(people.nth(2)).toContainText('first_name: Jane');

  // Several selected and deleted, with one confirmation.
  await page.getByRole('checkbox', { name: 'Select Cy Fox' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('1 contact selected');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 1 contact?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete 1 contact' }).click();
  await expectToast(page, 'Deleted 1 contact.');
  await expect(listCount(page)).toHaveText('2 contacts');

  // The page selected and copied to another list, which has one of the addresses already.
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 contacts selected');
  await page.getByRole('button', { name: 'Copy to another list' }).click();
  await page.getByLabel('Copy to').selectOption({ label: 'Others' });
  await expectAccessible(page);
  await shoot(page, 'contact-import', 'list-selection');
  await page.getByRole('button', { name: 'Copy 2 contacts' }).click();
  await expectToast(page, 'Copied 1 contact to “Others”; 1 was there already.');
});

test('a column kept as {{first_name}} fills the cards of a list send; a placeholder no contact fills is named first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await saveReturnAddress(page);
  // A template whose message names two custom values: First name and Agent.
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Create New Template' }).click();
  const editor = page.getByRole('dialog', { name: 'Create New Template' });
  await editor.getByLabel('Template name').fill('Greeting card');
  await editor.getByLabel('4x6').check();
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByLabel('Front image').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await editor.getByLabel('Back image').setInputFiles(await imageFile('back-4x6.png', 1875, 1275, '#fef3c7'));
  await expect(editor.getByAltText('Back image preview')).toBeVisible();
  await editor.getByRole('button', { name: 'Next' }).click();
  for (const name of ['First name', 'Agent']) {
    await editor.getByLabel('New custom value name').fill(name);
    await editor.getByRole('button', { name: 'Add value' }).click();
  }
  await editor.getByLabel('Message', { exact: true }).fill('Hi {{first_name}}, {{agent}} will call you.');
  await editor.getByRole('button', { name: 'Save Template' }).click();
  await expect(editor).toBeHidden();
  await addSingleCampaign(page, 'Open house', 'Greeting card');

  await newList(page, 'Greetings');
  const importing = await chooseFile(page, 'Greetings');
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByTestId('import-report')).toContainText('1 contact added');
  await importing.getByRole('button', { name: 'Done' }).click();

  await (await whenHydrated(page.getByRole('button', { name: 'Send to this list' }))).click();
  const send = page.getByRole('dialog', { name: 'Send to Greetings' });
  await send.getByLabel('Campaign').selectOption({ label: 'Open house (Single Send)' });
  await send.getByRole('button', { name: 'Check price' }).click();
  // {{first_name}} comes from the file, so only {{agent}} (a column left out) is named.
  await expect(send.getByTestId('unfilled-placeholders')).toHaveText(
    'No contact of this list has a value for {{agent}} (no default: left blank). Every card prints its default instead.',
  );
  await expect(send).toContainText('as Jane Doe, the list’s first contact, gets it.');
  await expectAccessible(page);
  await shoot(page, 'contact-import', 'list-send-unfilled');
});
