// npm run worker: the background work (order pipeline, template proofs) in its own process,
// beside the web processes, against a PostgreSQL server. Start as many as you like: work is
// claimed with FOR UPDATE SKIP LOCKED, so no two take the same order.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main() {
  const { installLogFormat } = await import('../lib/log/json-console');
  installLogFormat('worker');
  const { env } = await import('../lib/env');
  if (!env().DATABASE_URL) {
    console.error(
      'Inkpost worker: set DATABASE_URL to a PostgreSQL server. The embedded database can be opened ' +
        'by one process only, so with it the web process (npm start) runs this work itself.',
    );
    process.exit(1);
  }
  const { getDatabase } = await import('../lib/db/client');
  const { JOBS, startBackgroundJobs } = await import('../lib/jobs/background-jobs');
  const database = getDatabase();
  const stop = startBackgroundJobs({ keepAlive: true });
  console.log(
    `Inkpost worker ${process.pid}: running the background jobs (${JOBS.map((job) => job.name).join(', ')}).`,
  );

  const shutdown = async (signal: string) => {
    console.log(`Inkpost worker ${process.pid}: ${signal}, finishing the unit in hand, then stopping.`);
    await stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
