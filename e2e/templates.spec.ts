import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { errorBox, expectAccessible, signUp } from './support/helpers';
import { imageFile } from './support/templates';
import { shoot } from './support/files';

async function toImagesStep(page: Page, name: string, size: string) {
  await page.getByRole('button', { name: 'Create New Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Template' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Template name').fill(name);
  await expect(next).toBeDisabled();
  await dialog.getByLabel(size).check();
  await dialog.getByLabel('Template name').press('Enter'); // Enter advances
  await expect(dialog.getByText(/Both images must be exactly/)).toBeVisible();
  return dialog;
}

test('create a template through three steps, watch its proof, flip, edit and delete it', async ({ page }) => {
  await signUp(page);
  await expect(page.getByText('No templates')).toBeVisible();
  const dialog = await toImagesStep(page, 'Spring open house', '4x6');
  await expect(dialog.getByRole('link', { name: 'View the 4x6 print guide' })).toHaveAttribute(
    'href',
    '/guides/4x6.png',
  );
  await expectAccessible(page);

  // A wrong size is refused in the browser with the spec's message.
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('small.png', 1000, 800, '#888888'));
  await expect(errorBox(dialog)).toHaveText('Image must be exactly 1875x1275 px. Uploaded image is 1000x800 px.');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();

  await dialog.getByLabel('Front image').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await dialog.getByLabel('Back image').setInputFiles(await imageFile('back-4x6.png', 1875, 1275, '#fef3c7'));
  await expect(dialog.getByAltText('Front image preview')).toBeVisible();
  await expect(dialog.getByAltText('Back image preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 3: message, custom values, style, colour, live preview.
  const save = dialog.getByRole('button', { name: 'Save Template' });
  await expect(save).toBeDisabled();
  const preview = dialog.getByRole('region', { name: 'Handwriting preview' });
  await dialog.getByLabel('Message', { exact: true }).fill('Hi ');
  await dialog.getByRole('button', { name: 'Insert Recipient Name' }).click();
  await dialog.getByLabel('Message', { exact: true }).press('End');
  await dialog.getByLabel('Message', { exact: true }).pressSequentially(', see you Saturday!');
  await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue('Hi {{recipient_name}}, see you Saturday!');
  await expect(preview.getByAltText('Your message in handwriting')).toBeVisible();
  await dialog.getByLabel('New custom value name').fill('Offer code');
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await expect(dialog.getByRole('button', { name: 'Insert Offer code' })).toHaveText('{{offer_code}}');
  // Each style shows a line written in it beside its name (issue 36); the names stay the spec's.
  const styles = dialog.getByRole('group', { name: 'Handwriting style' });
  await expect(styles.getByRole('radio')).toHaveCount(12);
  await expect(styles.getByRole('radio', { name: 'That Dude' })).toBeChecked();
  for (const sample of await styles.locator('img').all()) {
    await sample.scrollIntoViewIfNeeded();
    await expect
      .poll(() => sample.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await dialog.getByRole('radio', { name: 'Hi Clarice' }).check();
  await shoot(page, 'templates', 'editor-handwriting-styles', dialog);
  await dialog.getByLabel('Handwriting color', { exact: true }).fill('#1e3a8azz');
  await expect(dialog.getByLabel('Handwriting color', { exact: true })).toHaveValue('#1e3a8a');
  await expectAccessible(page);
  await dialog.getByLabel('Message', { exact: true }).fill('');
  await expect(preview).toContainText('Message is required');
  await dialog.getByLabel('Message', { exact: true }).fill('Hi {{recipient_name}}, see you Saturday!');
  await save.click();

  // The card shows up and its proof goes from generating to ready without a reload.
  await expect(dialog).toBeHidden();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Spring open house' });
  await expect(card).toContainText('4x6');
  await expect(card.getByRole('link', { name: 'View Proof' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('link', { name: 'View Proof' })).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('img', { name: 'Spring open house, front' })).toBeVisible();
  await card.getByRole('button', { name: 'Show back of Spring open house' }).click();
  await expect(card.getByRole('img', { name: 'Spring open house, back' })).toBeVisible();
  await expectAccessible(page);

  // Edit: rename; the proof is made again.
  await card.getByRole('button', { name: 'Edit Spring open house' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Template' });
  await editor.getByLabel('Template name').fill('Summer open house');
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Save Template' }).click();
  const renamed = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Summer open house' });
  await expect(renamed.getByRole('link', { name: 'View Proof' })).toBeVisible({ timeout: 20_000 });

  // Delete, after confirming.
  await renamed.getByRole('button', { name: 'Delete Summer open house' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete template' });
  await expect(confirm).toContainText('Are you sure you want to delete this template?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No templates')).toBeVisible();
});

test('changing the size clears both images', async ({ page }) => {
  await signUp(page);
  const dialog = await toImagesStep(page, 'Jumbo', '6x11');
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('front-6x11.png', 3337, 1777, '#0f766e'));
  await expect(dialog.getByAltText('Front image preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await dialog.getByLabel('4x6').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByAltText('Front image preview')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a template created in one tab appears in another without a reload', async ({ context }) => {
  const watching = await context.newPage();
  await signUp(watching);
  const working = await context.newPage();
  await working.goto('/templates');
  const dialog = await toImagesStep(working, 'Live one', '6x9');
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await dialog.getByLabel('Back image').setInputFiles(await imageFile('back-4x6.png', 1875, 1275, '#fef3c7'));
  await expect(dialog.getByAltText('Back image preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Message', { exact: true }).fill('Hello neighbor!');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(watching.getByRole('listitem').filter({ hasText: 'Live one' })).toBeVisible();
  await expect(
    watching.getByRole('listitem').filter({ hasText: 'Live one' }).getByRole('link', { name: 'View Proof' }),
  ).toBeVisible({ timeout: 20_000 });
});

test('the handwriting preview says so when it cannot be loaded', async ({ page }) => {
  await signUp(page);
  const dialog = await toImagesStep(page, 'Offline card', '4x6');
  await dialog.getByLabel('Front image').setInputFiles(await imageFile('front-4x6.png', 1875, 1275, '#2563eb'));
  await dialog.getByLabel('Back image').setInputFiles(await imageFile('back-4x6.png', 1875, 1275, '#fef3c7'));
  await expect(dialog.getByAltText('Back image preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The preview request never reaches the server (server actions post to the page's URL).
  await page.route('**/templates', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  await dialog.getByLabel('Message', { exact: true }).fill('Hello!');
  await expect(dialog.getByRole('region', { name: 'Handwriting preview' })).toContainText(
    'Failed to load handwriting preview',
  );
  await page.unroute('**/templates');
  await dialog.getByLabel('Message', { exact: true }).fill('Hello again!');
  await expect(dialog.getByAltText('Your message in handwriting')).toBeVisible();
});
