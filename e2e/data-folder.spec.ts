import { spawnSync } from 'node:child_process';
import { expect, test } from './support/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { signIn, signUp } from './support/helpers';

test('a second start on the same data folder stops with a clear message; the running app loses nothing', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);

  const second = spawnSync(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, INKPOST_DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', PORT: '3199' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain('is in use by another Inkpost process');
  expect(second.stderr).toContain('set DATABASE_URL');

  // The account made before is still there: a new browser signs in with it.
  const later = await browser.newPage();
  await signIn(later, email);
  await expect(later.getByRole('complementary').getByTestId('balance')).toHaveText('$0.00');
  await later.close();
});
