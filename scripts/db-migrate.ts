// npm run db:migrate: applies migrations and the idempotent seed to DATABASE_URL (or the
// embedded database when it is not set).
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main() {
  const { getDatabase } = await import('../lib/db/client');
  const { prepareDatabase } = await import('../lib/db/prepare');
  const database = getDatabase();
  await prepareDatabase(database);
  await database.close();
  console.log(`Inkpost: ${database.kind} database migrated and seeded.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
