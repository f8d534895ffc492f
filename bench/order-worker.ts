// One worker process of bench/orders.ts (not meant to be run by hand): loops drainJobs over the
// charge and submit steps of the order pipeline against DATABASE_URL, with its own connection
// pool, between a "go" and a "stop" message from the parent (IPC), and reports what it did:
// units of work, wall time spent in each step, and PostgreSQL round trips per step (counted by
// wrapping pg's Client#query in this process only).
import { sql } from 'drizzle-orm';
import pg from 'pg';

type Step = { name: string; units: number; idleCalls: number; ms: number; queries: number };

let queries = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

// Between two drains that found nothing (work not yet charged, or all done). Short on purpose:
// the bench measures the steps, not the 1 s poll of startBackgroundJobs.
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10);

async function main() {
  const send = (message: unknown) => process.send?.(message);
  const { env } = await import('@/lib/env');
  const { getDatabase } = await import('@/lib/db/client');
  const { getPostcards } = await import('@/lib/providers/postcards');
  const { ORDER_JOBS } = await import('@/lib/orders/order-jobs');
  const { drainJobs } = await import('@/lib/jobs/background-jobs');

  if (!env().DATABASE_URL) throw new Error('bench worker: DATABASE_URL is not set');
  if (getPostcards().kind !== 'sandbox') throw new Error('bench worker: the postcard provider is not the sandbox');

  const steps: Step[] = [];
  const jobs = ORDER_JOBS.filter((job) => job.name === 'order charge' || job.name === 'order submission').map((job) => {
    const step: Step = { name: job.name, units: 0, idleCalls: 0, ms: 0, queries: 0 };
    steps.push(step);
    return {
      name: job.name,
      runOnce: async () => {
        const started = performance.now();
        const queriesBefore = queries;
        const did = await job.runOnce();
        step.ms += performance.now() - started;
        step.queries += queries - queriesBefore;
        if (did) step.units++;
        else step.idleCalls++;
        return did;
      },
    };
  });
  if (jobs.length !== 2) throw new Error('bench worker: the charge or submit step is missing from ORDER_JOBS');

  const database = getDatabase();
  await database.db.execute(sql`select 1`); // open the pool's connection before the clock starts

  let stopping = false;
  let resolveStopped: () => void;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
  process.on('message', (message) => {
    if (message === 'go') void loop();
    if (message === 'stop') stopping = true;
  });
  process.on('disconnect', () => {
    stopping = true;
    setTimeout(() => process.exit(1), 2000).unref();
  });

  async function loop() {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let idleMs = 0;
    while (!stopping) {
      if ((await drainJobs(jobs)) === 0) {
        const idleStart = performance.now();
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        idleMs += performance.now() - idleStart;
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    send({
      type: 'report',
      pid: process.pid,
      steps,
      wallMs: performance.now() - started,
      idleMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
    resolveStopped();
  }

  send({ type: 'ready', pid: process.pid });
  await stopped;
  await database.close();
  process.disconnect?.();
}

main().catch((error) => {
  console.error(`bench worker ${process.pid}:`, error instanceof Error ? error.message : error);
  process.exit(1);
});
