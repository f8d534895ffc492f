import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eServerEnv } from '../playwright.config';
import { signUp } from './support/helpers';
import { whenHydrated } from './support/orders';
import { expect, test } from './support/test';

// A deploy stops a web process right after it answered a burst of QR scans: the process answers
// what it holds, writes every scan it gathered, and exits; the next process counts them all.
// This spec runs a server of its own (the real scripts/server.mjs) on its own data folder.

const PORT = Number(process.env.E2E_PORT || 3100) + 1;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = '.data/e2e-graceful-stop';
const SCANS = 1000;

test.use({ baseURL: ORIGIN });
test.setTimeout(180_000);

function startServer(): ChildProcess {
  const server = spawn(process.execPath, ['scripts/server.mjs', String(PORT)], {
    env: { ...process.env, ...e2eServerEnv(PORT, DATA_DIR) },
    stdio: 'ignore',
  });
  return server;
}

async function healthy(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health/ready`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
}

function exited(server: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => server.once('exit', (code) => resolve(code)));
}

test('SIGTERM after the 1,000th scan response, with scans still arriving, loses none that were answered', async ({
  page,
}) => {
  fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });
  let server = startServer();
  try {
    await healthy();
    await signUp(page);
    await page.goto('/tracking');
    await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }));
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New QR Code' });
    await dialog.getByLabel('Name').fill('Deploy day mailer');
    await dialog.getByLabel('Target URL').fill('shop.example.com/deploy');
    await dialog.getByRole('button', { name: 'Create QR Code' }).click();
    await page.getByRole('dialog', { name: 'Generated QR Code' }).getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Deploy day mailer' });
    const id = (await row.locator('.font-mono').textContent())!.trim();

    // Scans from 20 clients at a time. Once 1,000 have been answered the process is told to stop
    // while the clients keep scanning: the requests it had already accepted are answered, later
    // ones are refused, and every answered scan must be counted.
    let answered = 0;
    let exit: Promise<number | null> | null = null;
    const scanner = async () => {
      for (;;) {
        const response = await fetch(`${ORIGIN}/r/${id}`, { redirect: 'manual' }).catch(() => null);
        if (response?.status !== 302) return;
        answered++;
        if (answered === SCANS) {
          exit = exited(server);
          server.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, scanner));
    expect(await exit).toBe(0);
    expect(answered).toBeGreaterThanOrEqual(SCANS);

    server = startServer();
    await healthy();
    await page.goto('/tracking');
    const counted = new RegExp(`(^|\\D)${answered.toLocaleString('en-US')}$`);
    await expect(row.getByRole('cell').nth(4)).toHaveText(counted, { timeout: 30_000 });
  } finally {
    const exit = exited(server);
    server.kill('SIGTERM');
    await exit;
  }
});
