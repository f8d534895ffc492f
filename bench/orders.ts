// Measures orders per second through the charge and submit steps of the order pipeline against
// the sandbox postcard provider on a real PostgreSQL server, with 1 worker process and with 4,
// and checks that nothing was charged or submitted twice. Budget (architecture brief): hundreds
// of orders per second, no double charge and no double submission with several workers.
//
//   npm run bench:orders            # = node --import tsx --import ./scripts/outside-next.mjs bench/orders.ts
//
// It creates a throwaway database inkpost_bench_<timestamp> on the server of BENCH_DATABASE_URL
// (an admin connection, default postgres://postgres@127.0.0.1:5432/postgres; local servers
// only), migrates and seeds it, and drops it at the end, also when something fails. For each
// worker count it seeds a fresh set of users and pending single-send orders, each user funded
// with exactly what its orders cost, starts the worker processes (bench/order-worker.ts, each
// with its own connection pool via DATABASE_URL), lets them go at once and polls the database
// until every order is `submitted`. Exits non-zero when a check fails.
//
// Environment (all optional):
//   BENCH_DATABASE_URL  admin URL of the PostgreSQL server        postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_ORDERS        pending orders per worker count            1000
//   BENCH_USERS         users the orders are spread over           20
//   BENCH_WORKERS       worker counts to run, comma-separated      1,4
//   BENCH_TIMEOUT_MS    give up on a worker count after            90000
//   BENCH_IDLE_MS       a worker's sleep after a drain found nothing (not the app's 1 s poll)   10
//   BENCH_WORKER_NODE_ARGS  extra node flags for the workers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { creditCardCharge } from '@/lib/billing/credit-card-charge';
import { openPostgres, setDatabase, type Database } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { campaigns, orders, planPricing, pricingPlans, profiles, recipients, sends, templates } from '@/lib/db/schema';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = positiveInt('BENCH_ORDERS', 1000);
const USERS = positiveInt('BENCH_USERS', 20);
const WORKER_COUNTS = (process.env.BENCH_WORKERS || '1,4').split(',').map((n) => Number.parseInt(n, 10));
const TIMEOUT_MS = positiveInt('BENCH_TIMEOUT_MS', 90_000);
const WORKER_NODE_ARGS = (process.env.BENCH_WORKER_NODE_ARGS || '').split(' ').filter(Boolean);
const POLL_MS = 50;
const ROOT = path.resolve(__dirname, '..');
const WORKER_SCRIPT = path.join(ROOT, 'bench', 'order-worker.ts');

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number.parseInt(process.env[name]!, 10) : fallback;
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}
if (WORKER_COUNTS.some((n) => !Number.isSafeInteger(n) || n <= 0)) throw new Error('BENCH_WORKERS: e.g. 1,4');

type StepReport = { name: string; units: number; idleCalls: number; ms: number; queries: number };
type WorkerReport = { type: 'report'; pid: number; steps: StepReport[]; wallMs: number; idleMs: number; cpuMs: number };
type RoundResult = {
  workers: number;
  seconds: number;
  chargedSeconds: number;
  machineBusy: number;
  /** CPU the PostgreSQL backends of the workers used, from /proc (undefined when not readable). */
  databaseCpuMs: number | undefined;
  reports: WorkerReport[];
  checks: Array<{ ok: boolean; text: string }>;
};

// ─── The throwaway database ──────────────────────────────────────────────────

const adminUrl = new URL(ADMIN_URL);
if (!['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(adminUrl.hostname)) {
  throw new Error(
    `BENCH_DATABASE_URL must point at a local server (got ${adminUrl.hostname}): the bench creates and drops a database.`,
  );
}
const DB_NAME = `inkpost_bench_${Date.now()}`;
const benchUrl = new URL(ADMIN_URL);
benchUrl.pathname = `/${DB_NAME}`;
const BENCH_URL = benchUrl.toString();
// The workers' sessions carry this name, so their server processes can be found (CPU per order).
const WORKER_APP_NAME = 'inkpost-bench-worker';
benchUrl.searchParams.set('application_name', WORKER_APP_NAME);
const WORKER_URL = benchUrl.toString();

let created = false;
let database: Database | undefined;
let monitor: pg.Client | undefined;
const children = new Set<ChildProcess>();

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let cleanedUp: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const child of children) child.kill('SIGKILL');
    await monitor?.end().catch(() => {});
    await database?.close().catch(() => {});
    if (created) {
      await admin((client) => client.query(`drop database if exists ${pg.escapeIdentifier(DB_NAME)} with (force)`))
        .then(() => console.log(`dropped database ${DB_NAME}`))
        .catch((error) => console.error(`could not drop database ${DB_NAME}: ${error.message}`));
    }
  })();
  return cleanedUp;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ─── Seeding ─────────────────────────────────────────────────────────────────

async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A fresh set of users with one single-send campaign each and ORDERS pending orders, spread
 * round robin over the users (oldest first), each user funded with exactly what its orders cost. */
async function seedRound(round: number, priceCents: number, planId: string): Promise<string[]> {
  const db = database!.db;
  const userIds = Array.from({ length: USERS }, () => randomUUID());
  await db.insert(profiles).values(
    userIds.map((id, i) => ({
      id,
      name: `Bench ${round}-${i}`,
      email: `bench-${round}-${i}@example.com`,
      current_plan_id: planId,
    })),
  );
  const campaignOf = new Map<string, string>();
  const sendOf = new Map<string, string>();
  for (const userId of userIds) {
    const [template] = await db
      .insert(templates)
      .values({
        user_id: userId,
        name: 'Bench',
        size: '4x6',
        front_image_url: '/storage/templates/front.png',
        back_image_url: '/storage/templates/back.png',
        message: 'Hi {{recipient_name}}, come see the house!',
        custom_values: [RECIPIENT_NAME],
      })
      .returning({ id: templates.id });
    const [campaign] = await db
      .insert(campaigns)
      .values({ user_id: userId, name: 'Bench', template_id: template.id, type: 'single' })
      .returning({ id: campaigns.id });
    campaignOf.set(userId, campaign.id);
    // Each user's orders are one Bulk Send (decision 043).
    const [send] = await db
      .insert(sends)
      .values({ user_id: userId, campaign_id: campaign.id, kind: 'bulk_send', source: 'app' })
      .returning({ id: sends.id });
    sendOf.set(userId, send.id);
  }

  const base = Date.now() - ORDERS - 1000;
  const planned = Array.from({ length: ORDERS }, (_, k) => {
    const userId = userIds[k % USERS];
    const number = String(100 + k);
    return {
      k,
      userId,
      campaignId: campaignOf.get(userId)!,
      recipientId: randomUUID(),
      address: {
        street_number: number,
        route: 'Main St',
        locality: 'Springfield',
        administrative_area_level_1: 'IL',
        postal_code: '62701',
        formatted_address: `${number} Main St, Springfield, IL 62701`,
      },
    };
  });
  await chunked(planned, 500, (chunk) =>
    db.insert(recipients).values(
      chunk.map((p) => ({
        id: p.recipientId,
        campaign_id: p.campaignId,
        user_id: p.userId,
        name: `Resident ${p.k}`,
        address: p.address,
      })),
    ),
  );
  await chunked(planned, 500, (chunk) =>
    db.insert(orders).values(
      chunk.map((p) => ({
        campaign_id: p.campaignId,
        recipient_id: p.recipientId,
        user_id: p.userId,
        send_id: sendOf.get(p.userId)!,
        status: 'pending' as const,
        cost: priceCents,
        // What a single 4x6 send on the Free plan records at placement (lib/orders/order-terms.ts).
        campaign_type: 'single' as const,
        neighbor_count: 0,
        demographics: 'all',
        include_condo: false,
        size: '4x6' as const,
        postcard_unit_cost: priceCents,
        lookup_unit_cost: 0,
        cost_breakdown: { postcard_cost: priceCents, lookup_cost: 0 },
        created_at: new Date(base + p.k),
      })),
    ),
  );
  for (const [i, userId] of userIds.entries()) {
    const count = Math.floor(ORDERS / USERS) + (i < ORDERS % USERS ? 1 : 0);
    if (count)
      await creditCardCharge(
        { userId, amountCents: count * priceCents, idempotencyKey: `bench:${DB_NAME}:${userId}` },
        db,
      );
  }
  return userIds;
}

// ─── Workers ─────────────────────────────────────────────────────────────────

function startWorker(): {
  child: ChildProcess;
  ready: Promise<void>;
  report: Promise<WorkerReport>;
  exited: Promise<number | null>;
} {
  const child = spawn(
    process.execPath,
    [...WORKER_NODE_ARGS, '--import', 'tsx', '--import', './scripts/outside-next.mjs', WORKER_SCRIPT],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        DATABASE_URL: WORKER_URL,
        SANDBOX_POSTCARD_DELAY_MS: '0',
        // Never a real provider, whatever this shell has configured (an empty value means "not set").
        THANKSIO_API_TOKEN: '',
        STRIPE_SECRET_KEY: '',
        NEXT_PUBLIC_SUPABASE_URL: '',
        NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
        SUPABASE_SERVICE_ROLE_KEY: '',
      },
    },
  );
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    void exited.then((code) => reject(new Error(`a worker exited (${code}) before it was ready`)));
  });
  const report = new Promise<WorkerReport>((resolve, reject) => {
    child.on('message', (m: WorkerReport) => m?.type === 'report' && resolve(m));
    void exited.then((code) => reject(new Error(`a worker exited (${code}) without a report`)));
  });
  ready.catch(() => {});
  report.catch(() => {});
  return { child, ready, report, exited };
}

function cpuTimes() {
  return os.cpus().reduce(
    (sum, cpu) => {
      const t = cpu.times;
      sum.total += t.user + t.nice + t.sys + t.idle + t.irq;
      sum.idle += t.idle;
      return sum;
    },
    { total: 0, idle: 0 },
  );
}

/** CPU time (user + system) of a local process in ms, from /proc; undefined if not readable. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** CPU used so far by each server process that serves a worker's connection. */
async function backendCpuMs(): Promise<Map<number, number | undefined>> {
  const { rows } = await monitor!.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [WORKER_APP_NAME],
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`timed out after ${ms} ms: ${what}`)))]);

async function runRound(workers: number, userIds: string[]): Promise<RoundResult> {
  const started = Array.from({ length: workers }, startWorker);
  const spawnedAt = performance.now();
  await within(Promise.all(started.map((w) => w.ready)), 60_000, 'workers starting');
  const startupSeconds = (performance.now() - spawnedAt) / 1000;

  const backendsBefore = await backendCpuMs();
  const cpuBefore = cpuTimes();
  const t0 = performance.now();
  for (const { child } of started) child.send('go');

  let chargedAt: number | undefined;
  for (;;) {
    const { rows } = await monitor!.query<{
      submitted: number;
      uncharged: number;
      stuck: number;
      sample: string | null;
    }>(
      `select count(*) filter (where status = 'submitted')::int as submitted,
              count(*) filter (where status in ('pending', 'processing'))::int as uncharged,
              count(*) filter (where status not in ('pending', 'processing', 'ready', 'submitted'))::int as stuck,
              max(status || ': ' || coalesce(error_message, '')) filter (where status not in ('pending', 'processing', 'ready', 'submitted')) as sample
         from orders_table where user_id = any($1::uuid[])`,
      [userIds],
    );
    const now = performance.now();
    const { submitted, uncharged, stuck, sample } = rows[0];
    if (chargedAt === undefined && uncharged === 0) chargedAt = now;
    if (submitted === ORDERS) break;
    if (stuck) throw new Error(`${stuck} orders left the happy path (${sample})`);
    if (now - t0 > TIMEOUT_MS)
      throw new Error(`${ORDERS - submitted} of ${ORDERS} orders not submitted after ${TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpuAfter = cpuTimes();
  let databaseCpuMs: number | undefined = 0;
  for (const [pid, before] of backendsBefore) {
    const after = processCpuMs(pid);
    if (before === undefined || after === undefined) databaseCpuMs = undefined;
    else if (databaseCpuMs !== undefined) databaseCpuMs += after - before;
  }

  for (const { child } of started) child.send('stop');
  const reports = await within(Promise.all(started.map((w) => w.report)), 10_000, 'worker reports');
  await within(Promise.all(started.map((w) => w.exited)), 10_000, 'workers exiting').catch(() => {
    for (const { child } of started) child.kill('SIGKILL');
  });
  console.log(
    `  ${workers} worker(s): started in ${startupSeconds.toFixed(1)} s, all ${ORDERS} orders submitted in ${seconds.toFixed(2)} s`,
  );

  return {
    workers,
    seconds,
    chargedSeconds: ((chargedAt ?? t0) - t0) / 1000,
    machineBusy: 1 - (cpuAfter.idle - cpuBefore.idle) / (cpuAfter.total - cpuBefore.total),
    databaseCpuMs,
    reports,
    checks: await check(userIds),
  };
}

// ─── Checks ──────────────────────────────────────────────────────────────────

async function check(userIds: string[]): Promise<RoundResult['checks']> {
  const one = async (sql: string) => (await monitor!.query(sql, [userIds])).rows[0];
  const charges = await one(
    `select count(*) filter (where n = 1)::int as ok, count(*) filter (where n <> 1)::int as bad
       from (select o.id, count(t.id) as n
               from orders_table o
               left join transactions t on t.order_id = o.id and t.type = 'postcard_charge'
              where o.user_id = any($1::uuid[]) group by o.id) per_order`,
  );
  const chargeRows = await one(
    `select count(*)::int as n from transactions where type = 'postcard_charge' and user_id = any($1::uuid[])`,
  );
  const mailed = await one(
    `select count(*) filter (where accepted = 1 and matches)::int as ok,
            count(*) filter (where not (accepted = 1 and matches))::int as bad,
            coalesce(sum(rejected), 0)::int as rejected
       from (select o.id, count(s.id) filter (where s.accepted) as accepted,
                    count(s.id) filter (where not s.accepted) as rejected,
                    bool_or(s.accepted and s.id = o.provider_order_id) is true as matches
               from orders_table o
               left join sandbox_postcard_orders s on s.reference = o.id::text
              where o.user_id = any($1::uuid[]) group by o.id) per_order`,
  );
  const balances = await one(
    `select min(balance)::numeric(12, 2)::text as min, count(*) filter (where balance < 0)::int as negative,
            sum(balance)::numeric(12, 2)::text as total
       from (select p.id, coalesce(sum(t.amount) filter (where t.status = 'completed'), 0) as balance
               from profiles p left join transactions t on t.user_id = p.id
              where p.id = any($1::uuid[]) group by p.id) per_user`,
  );
  return [
    {
      ok: charges.ok === ORDERS && charges.bad === 0 && chargeRows.n === ORDERS,
      text: `exactly one postcard_charge per order: ${charges.ok}/${ORDERS} (${charges.bad} orders with 0 or 2+, ${chargeRows.n} charge rows)`,
    },
    {
      ok: mailed.ok === ORDERS && mailed.bad === 0,
      text: `exactly one accepted sandbox order per order, the one it points to: ${mailed.ok}/${ORDERS} (${mailed.bad} not, ${mailed.rejected} rejected attempts)`,
    },
    {
      ok: balances.negative === 0,
      text: `no negative balance: ${balances.negative} of ${userIds.length} users below zero (lowest $${balances.min}, all users together $${balances.total})`,
    },
  ];
}

// ─── Main ────────────────────────────────────────────────────────────────────

function table(results: RoundResult[]) {
  const header = [
    'workers',
    'orders',
    'seconds',
    'orders/s',
    'all charged',
    'machine busy',
    'CPU ms/order',
    'charge ms',
    'submit ms',
    'queries/order',
  ];
  const rows = results.map((r) => {
    const step = (name: string) => {
      const steps = r.reports.map((w) => w.steps.find((s) => s.name === name)!);
      // Per order, not per call: a call of a step takes a whole batch of orders.
      return {
        ms: steps.reduce((sum, s) => sum + s.ms, 0) / ORDERS,
        queries: steps.reduce((sum, s) => sum + s.queries, 0) / ORDERS,
      };
    };
    const charge = step('order charge');
    const submit = step('order submission');
    const workerCpu = r.reports.reduce((sum, w) => sum + w.cpuMs, 0) / ORDERS;
    const databaseCpu = r.databaseCpuMs === undefined ? '?' : (r.databaseCpuMs / ORDERS).toFixed(1);
    return [
      String(r.workers),
      String(ORDERS),
      r.seconds.toFixed(2),
      (ORDERS / r.seconds).toFixed(0),
      `${r.chargedSeconds.toFixed(2)} s`,
      `${(r.machineBusy * 100).toFixed(0)}%`,
      `${workerCpu.toFixed(1)} + ${databaseCpu}`,
      charge.ms.toFixed(2),
      submit.ms.toFixed(2),
      `${charge.queries.toFixed(1)} + ${submit.queries.toFixed(1)}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    'machine busy: all cores, every process on the machine (not only this bench). CPU ms/order: worker processes + ' +
      'their PostgreSQL backends. charge/submit ms: wall time of one step per order inside a worker (summed over ' +
      'workers, the calls that found nothing included). queries/order: round trips of charge + submit, BEGIN/COMMIT included.',
  );
}

async function main(): Promise<number> {
  // The migrations are found from the working directory (lib/db/migrate.ts).
  if (process.cwd() !== ROOT) throw new Error(`run the bench from ${ROOT} (npm run bench:orders)`);
  console.log(
    `Order pipeline bench: ${ORDERS} single-send orders over ${USERS} users per run, workers ${WORKER_COUNTS.join(' then ')}, ` +
      `${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)}), database ${DB_NAME}`,
  );
  await admin((client) => client.query(`create database ${pg.escapeIdentifier(DB_NAME)}`));
  created = true;
  database = openPostgres(BENCH_URL, 4);
  setDatabase(database);
  await prepareDatabase(database);
  monitor = new pg.Client({ connectionString: BENCH_URL });
  await monitor.connect();
  const { server_version } = (await monitor.query('show server_version')).rows[0];
  console.log(`PostgreSQL ${server_version}`);

  const [plan] = await database.db
    .select({ id: pricingPlans.id })
    .from(pricingPlans)
    .where(eq(pricingPlans.name, 'Free'));
  const [{ cost: priceCents }] = await database.db
    .select({ cost: planPricing.cost })
    .from(planPricing)
    .where(and(eq(planPricing.plan_id, plan.id), eq(planPricing.size, '4x6')));

  const results: RoundResult[] = [];
  for (const [round, workers] of WORKER_COUNTS.entries()) {
    const seededAt = performance.now();
    const userIds = await seedRound(round, priceCents, plan.id);
    console.log(
      `  seeded ${ORDERS} pending orders for ${USERS} users in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`,
    );
    results.push(await runRound(workers, userIds));
  }

  console.log('');
  table(results);
  console.log('');
  let failed = false;
  for (const r of results) {
    for (const c of r.checks) {
      console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${r.workers} worker(s): ${c.text}`);
      failed ||= !c.ok;
    }
  }
  return failed ? 1 : 0;
}

main()
  .catch((error) => {
    if (!interrupted) console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  })
  .then(async (exitCode) => {
    await cleanup();
    process.exit(exitCode);
  });
