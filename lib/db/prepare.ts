import 'server-only';
import type { Database } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

/** Brings a database to the current schema and seeds plans, prices and styles (idempotent). */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db);
}
