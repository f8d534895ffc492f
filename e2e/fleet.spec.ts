import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { e2eServerEnv } from '../playwright.config';
import { signUp } from './support/helpers';
import {
  MAILED,
  addFunds,
  balance,
  createSingleCampaign,
  expectStatus,
  orderRow,
  PIPELINE_TIMEOUT,
  sendPostcard,
  whenHydrated,
} from './support/orders';
import { expect, test } from './support/test';

// The production process model on one PostgreSQL (docs/deploy.md): two web processes (the real
// scripts/server.mjs), one scan process (the same with --short-links-only) and one
// `npm run worker`. A user's browser talks to both web processes (as behind a load balancer);
// what one process does shows live on the pages of the other.
// Needs the PostgreSQL server of TEST_DATABASE_URL, which CI starts.

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const BASE_PORT = Number(process.env.E2E_PORT || 3100);
const A = `http://localhost:${BASE_PORT + 2}`;
const B = `http://localhost:${BASE_PORT + 3}`;
const SCAN = `http://localhost:${BASE_PORT + 4}`;
const DATA_DIR = '.data/e2e-fleet';

test.skip(!ADMIN_URL, 'needs TEST_DATABASE_URL (a local PostgreSQL server), as CI sets it');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: B });
test.setTimeout(240_000);

let databaseUrl: string;
const processes: ChildProcess[] = [];
let worker: ChildProcess;

function fleetEnv(port: number): Record<string, string> {
  return {
    ...e2eServerEnv(port, DATA_DIR),
    DATABASE_URL: databaseUrl,
    // One signing key for the fleet (docs/deploy.md).
    SANDBOX_TELEPHONY_TOKEN: 'fleet-e2e-telephony-token',
  };
}

function start(args: string[], port: number): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...fleetEnv(port) }, stdio: 'ignore' });
  processes.push(child);
  return child;
}

async function ready(origin: string) {
  await expect
    .poll(async () => (await fetch(`${origin}/api/health/ready`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  const url = new URL(ADMIN_URL!);
  // `<db>_w…` like the test workers' databases, so CI's cleanup drops it too.
  const name = `${decodeURIComponent(url.pathname.slice(1))}_wfleet`;
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });

  const migrated = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/outside-next.mjs', 'scripts/db-migrate.ts'],
    {
      env: { ...process.env, ...fleetEnv(BASE_PORT + 2) },
      encoding: 'utf8',
    },
  );
  expect(migrated.status, migrated.stderr).toBe(0);

  start(['scripts/server.mjs', String(BASE_PORT + 2)], BASE_PORT + 2);
  start(['scripts/server.mjs', String(BASE_PORT + 3)], BASE_PORT + 3);
  start(['scripts/server.mjs', String(BASE_PORT + 4), '--short-links-only'], BASE_PORT + 4);
  worker = start(['--import', 'tsx', '--import', './scripts/outside-next.mjs', 'scripts/worker.ts'], BASE_PORT + 2);
  await Promise.all([ready(A), ready(B)]);
});

test.afterAll(async () => {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
});

test('an order placed through B reaches Completed, and the balance changes, live on A', async ({ page, context }) => {
  await signUp(page);
  await addFunds(page, '5');
  await createSingleCampaign(page, 'Fleet open house');

  // Process A's Orders page, open before the order exists (the session cookie is the host's).
  const onA = await context.newPage();
  await onA.goto(`${A}/orders?filter=all`);
  await expect(balance(onA)).toHaveText('$5.00');

  await sendPostcard(page, 'Fleet open house', 'Jane Doe');

  const order = orderRow(onA, 'Jane Doe');
  await expectStatus(order, MAILED, PIPELINE_TIMEOUT * 2);
  await expect(balance(onA)).toHaveText('$3.75');
  expect(onA.url()).toBe(`${A}/orders?filter=all`);
});

test('a QR scan answered by B shows on the Tracking page of A without a reload', async ({ page, context }) => {
  await signUp(page);
  await page.goto('/tracking');
  await (await whenHydrated(page.getByRole('button', { name: 'Create QR Code' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Create New QR Code' });
  await dialog.getByLabel('Name').fill('Fleet mailer');
  await dialog.getByLabel('Target URL').fill('shop.example.com/fleet');
  await dialog.getByRole('button', { name: 'Create QR Code' }).click();
  await page.getByRole('dialog', { name: 'Generated QR Code' }).getByRole('button', { name: 'Done' }).click();
  const id = (await page
    .getByRole('row')
    .filter({ hasText: 'Fleet mailer' })
    .locator('.font-mono')
    .textContent())!.trim();

  const onA = await context.newPage();
  await onA.goto(`${A}/tracking`);
  const row = onA.getByRole('row').filter({ hasText: 'Fleet mailer' });
  await expect(row.getByRole('cell').nth(4)).toHaveText(/(^|\D)0$/);

  const scan = await fetch(`${B}/r/${id}`, { redirect: 'manual' });
  expect(scan.status).toBe(302);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/(^|\D)1$/, { timeout: 20_000 });

  // The scan process: a link created after it loaded, answered and counted like the others.
  const viaScanProcess = await fetch(`${SCAN}/r/${id}`, { redirect: 'manual' });
  expect(viaScanProcess.status).toBe(302);
  expect(viaScanProcess.headers.get('location')).toBe('https://shop.example.com/fleet');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/(^|\D)2$/, { timeout: 20_000 });
  // It answers nothing else: a page asked of it is a plain 404 that says why.
  const page404 = await fetch(`${SCAN}/tracking`, { redirect: 'manual' });
  expect(page404.status).toBe(404);
  expect(await page404.text()).toBe('This process answers the short links /r/{id} only.');
  expect(await (await fetch(`${SCAN}/api/health`)).json()).toMatchObject({ status: 'ok', indexed: true });
});

test('200 orders placed through both processes, with the worker replaced mid-way, are each charged once and submitted once', async ({
  page,
}) => {
  const email = await signUp(page);
  await addFunds(page, '300');
  await createSingleCampaign(page, 'Fleet mailing');

  // 100 rows through B, 100 through A, each a bulk send of its own.
  for (const [origin, first] of [
    [B, 1],
    [A, 101],
  ] as const) {
    const lines = ['Name,Address,City,State,ZIP'];
    for (let n = first; n < first + 100; n++) lines.push(`Neighbor ${n},${n} Main St,Springfield,IL,62701`);
    const file = path.join('test-results', 'csv', `fleet-${first}.csv`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, lines.join('\n'));

    await page.goto(`${origin}/campaigns`);
    await (await whenHydrated(page.getByRole('button', { name: 'Bulk Send' }))).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Send' });
    await bulk.getByLabel('Campaign').selectOption({ label: 'Fleet mailing (Single Send)' });
    await bulk.getByLabel('CSV file').setInputFiles(file);
    await bulk.getByRole('button', { name: 'Check rows' }).click();
    await expect(bulk).toContainText(/100 valid/, { timeout: 60_000 });
    await bulk.getByRole('button', { name: 'Send 100 postcards' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^100 orders (placed|saved)/ })).toBeVisible({
      timeout: 60_000,
    });
    if (origin === B) {
      // A deploy replaces the worker while the first hundred are in the pipeline: it finishes
      // the unit in hand and exits, and the new one (with both web processes) picks up the rest.
      const stopped = new Promise<number | null>((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      expect(await stopped).toBe(0);
      worker = start(['--import', 'tsx', '--import', './scripts/outside-next.mjs', 'scripts/worker.ts'], BASE_PORT + 2);
    }
  }

  // Both web processes and the worker drain the pipeline; every order ends mailed.
  const counts = () =>
    sql<{ status: string; n: string }>(
      `select o.status, count(*)::text as n from orders_table o join profiles p on p.id = o.user_id
       where lower(p.email) = lower($1) group by o.status`,
      [email],
    );
  await expect
    .poll(async () => Object.fromEntries((await counts()).map((r) => [r.status, Number(r.n)])), { timeout: 150_000 })
    .toEqual({ completed: 200 });

  const [money] = await sql<{ orders: string; charged: string; charges: string; providers: string }>(
    `select count(distinct o.id)::text as orders,
            count(distinct t.order_id)::text as charged,
            count(t.id)::text as charges,
            count(distinct o.provider_order_id)::text as providers
       from orders_table o join profiles p on p.id = o.user_id
       left join transactions t on t.order_id = o.id and t.type = 'postcard_charge'
      where lower(p.email) = lower($1)`,
    [email],
  );
  // One charge per order, no order charged twice, each handed to the provider under its own id.
  expect(money).toEqual({ orders: '200', charged: '200', charges: '200', providers: '200' });
  await page.goto(`${A}/orders`);
  await expect(balance(page)).toHaveText('$50.00');
});
