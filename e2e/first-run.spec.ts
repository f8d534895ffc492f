import { expect, test } from './support/test';
import { expectAccessible, signUp } from './support/helpers';
import { createSingleCampaign, saveReturnAddress, sendPostcard } from './support/orders';
import { shoot } from './support/files';

// Issue 25 point 8: the first page after sign-up carries a checklist until its four steps are done.

test('the first-run checklist links each step, ticks what is done, and goes once all four are', async ({ page }) => {
  await signUp(page); // lands on /templates
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 4 done');
  const steps = [
    ['Add your return address', '/profile#return-address'],
    ['Create a template', '/templates'],
    ['Create a campaign', '/campaigns'],
    ['Send your first postcard', '/campaigns'],
  ];
  for (const [name, href] of steps) {
    await expect(checklist.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expectAccessible(page);
  await shoot(page, 'first-run', 'checklist');

  await checklist.getByRole('link', { name: 'Add your return address' }).click();
  await expect(page).toHaveURL('/profile#return-address');
  await saveReturnAddress(page);
  await page.goto('/templates');
  await expect(checklist).toContainText('1 of 4 done');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Add your return address' })).toContainText('(done)');

  await createSingleCampaign(page, 'Open house');
  await page.goto('/templates');
  await expect(checklist).toContainText('3 of 4 done');

  await sendPostcard(page, 'Open house', 'Jane Doe');
  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: /Templates/ }).first()).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
