import { expect, test } from './support/test';
import { expectAccessible, expectFieldError, signUp } from './support/helpers';
import { saveReturnAddress } from './support/orders';
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
  // Every field's error at once, beside its field.
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expectFieldError(dialog.getByLabel('Campaign name'), 'Campaign name is required');
  await expectFieldError(dialog.getByLabel('Template'), 'Please select a template');
  await dialog.getByLabel('Campaign name').fill('Maple Street neighbors');
  await expect(dialog.getByLabel('Campaign name')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expectFieldError(dialog.getByLabel('Template'), 'Please select a template');
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

  // The campaign's card in the page (the toast that says it was created is a list item too).
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Maple Street neighbors' });
  await expect(item).toContainText('Neighbor Campaign');
  await expect(item).toContainText('60 neighbors');
  await expect(item).toContainText('Recipients: 0');

  await item.getByRole('button', { name: 'Edit Maple Street neighbors' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await expect(edit.getByLabel('Campaign name')).toHaveValue('Maple Street neighbors');
  await edit.getByLabel('Campaign name').fill('Maple Street, round 2');
  await edit.getByLabel('Single Send').check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const edited = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Maple Street, round 2' });
  await expect(edited).toContainText('Single Send');
});

test('send to one recipient: autocomplete, validation messages, Confirm Order, submit', async ({ page }) => {
  await signUp(page);
  await saveReturnAddress(page);
  await createTemplateViaUi(page, 'Thank you card', 'Hi {{recipient_name}}, thanks for stopping by!');
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill('Thank-you notes');
  await form.getByLabel('Template').selectOption({ label: 'Thank you card (4x6)' });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Send Thank-you notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send: Thank-you notes' });
  const address = dialog.getByRole('combobox', { name: 'Address (US)' });
  // Every field's error at once, beside its field; fixing one clears it, the other stays.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(dialog.getByLabel('Recipient name'), 'Recipient name is required');
  await expectFieldError(address, 'Please validate the address before submitting');
  await dialog.getByLabel('Recipient name').fill('Jane Doe');
  await expect(dialog.getByLabel('Recipient name')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectFieldError(address, 'Please validate the address before submitting');

  await expect(address).toHaveAttribute('placeholder', '123 Street Name, City, ST 12345');
  await address.fill('0 main st springfield il');
  await dialog.getByRole('option').first().click();
  await expect(dialog.getByText('Please enter a valid US address')).toBeVisible();

  await address.fill('123 main st springfield il');
  await dialog.getByRole('option', { name: /123 Main St, Springfield, IL 62701/ }).click();
  await expect(dialog.getByText('Address validated')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(confirm.getByAltText('Front of the postcard')).toBeVisible();
  await expect(confirm.getByAltText('Back of the postcard')).toBeVisible();
  const cost = confirm.getByRole('definition').last();
  await expect(cost).toHaveText('$1.25');
  await expect(confirm).toContainText('Postcards (1 × $1.25)');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Send: Thank-you notes' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Send: Thank-you notes' }).getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Order' })
    .getByRole('button', { name: 'Save 1 order to pay later' })
    .click();

  // No money yet: the notice says the order waits, and for how much.
  await expect(
    page.getByRole('status').filter({ hasText: 'Order saved — it waits for $1.25: add funds or save a card.' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Thank-you notes' })).toContainText(
    'Recipients: 1',
  );

  await page.getByRole('link', { name: 'View orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const order = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Thank-you notes' });
  await expect(order).toContainText('Jane Doe · 123 Main St, Springfield, IL 62701');
  // A new account has no money and no auto-recharge: the order waits for funds.
  await expect(order).toContainText('Payment required');
  await expect(order).toContainText('Your balance does not cover this order ($1.25).');
  await expect(order).toContainText('$1.25');
  await expectAccessible(page);
});

test('a neighbor campaign shows the lookup cost and that the target address gets no postcard', async ({ page }) => {
  await signUp(page);
  await saveReturnAddress(page);
  await createTemplateViaUi(page, 'Neighbor card');
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill('Just sold');
  await form.getByLabel('Template').selectOption({ label: 'Neighbor card (4x6)' });
  await form.getByLabel('Neighbor Campaign').check();
  await form.getByLabel(/Neighbors:/).fill('20');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Send Just sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send: Just sold' });
  await dialog.getByLabel('Name at the target address').fill('Sold home');
  // The sandbox's documented outage: the very first lookup fails.
  await dialog.getByRole('combobox', { name: 'Target address (US)' }).fill('123 outage st springfield il');
  await expect(dialog.getByText('Failed to initialize address lookup service')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Target address (US)' }).fill('5 oak rd st louis mo');
  await dialog.getByRole('option').first().click();
  await expect(dialog.getByText('Address validated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(confirm).toContainText('Postcards (20 × $1.25)');
  await expect(confirm).toContainText('Address lookups (20 × $0.05)');
  await expect(confirm.getByRole('definition').last()).toHaveText('$26.00');
  await expect(confirm).toContainText('The target address gets no postcard: the 20 neighbors around it do.');
});
