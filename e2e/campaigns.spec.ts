import { expect, test } from '@playwright/test';
import { errorBox, expectAccessible, signUp } from './support/helpers';
import { createTemplateViaUi } from './support/templates';

test('create and edit a campaign; advanced targeting asks a Free user to upgrade', async ({ page }) => {
  await signUp(page);
  await page.goto('/campaigns');
  await expect(page.getByText('No campaigns')).toBeVisible();
  await createTemplateViaUi(page, 'Open house card');
  await page.goto('/campaigns');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(errorBox(dialog)).toHaveText('Campaign name is required');
  await dialog.getByLabel('Campaign name').fill('Maple Street neighbors');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(errorBox(dialog)).toHaveText('Please select a template');
  await dialog.getByLabel('Template').selectOption({ label: 'Open house card (4x6)' });
  await dialog.getByLabel('Neighbor Campaign').check();

  // A Free user picking a demographic gets the plan modal and keeps "Everyone".
  await dialog.getByLabel(/Demographic target/).selectOption({ label: 'High net worth' });
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(plans).toBeVisible();
  await plans.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByLabel(/Demographic target/)).toHaveValue('all');

  await dialog.getByLabel(/Neighbors:/).fill('60');
  await expect(dialog.getByText('Neighbors: 60')).toBeVisible();
  await dialog.getByLabel('Include condos').check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog).toBeHidden();

  const item = page.getByRole('listitem').filter({ hasText: 'Maple Street neighbors' });
  await expect(item).toContainText('Neighbor Campaign');
  await expect(item).toContainText('60 neighbors');
  await expect(item).toContainText('Recipients: 0');

  await item.getByRole('button', { name: 'Edit Maple Street neighbors' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await expect(edit.getByLabel('Campaign name')).toHaveValue('Maple Street neighbors');
  await edit.getByLabel('Campaign name').fill('Maple Street, round 2');
  await edit.getByLabel('Single Send').check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const edited = page.getByRole('listitem').filter({ hasText: 'Maple Street, round 2' });
  await expect(edited).toContainText('Single Send');
});
