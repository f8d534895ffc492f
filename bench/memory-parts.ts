// One part of the server's memory, measured alone in a process of its own (bench/memory.ts runs
// this file as a child and reads the JSON line it prints):
//
//   node --expose-gc --import tsx --import ./scripts/outside-next.mjs bench/memory-parts.ts pglite <data dir>
//   ... bench/memory-parts.ts link-index <data dir>
//
// pglite: the embedded database as the app opens it (its settings, one query), `addedMb` = the
// process's resident memory after less before. link-index: the front process's link index over that
// database's links, `addedMb` = what it adds to the V8 heap after a full collection, `links` its size.
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, setDatabase } from '@/lib/db/client';
import { databaseLinkSource } from '@/lib/tracking/front-service';
import { createLinkIndex } from '../scripts/front/link-index.mjs';

const [part, dataDir] = process.argv.slice(2);
const rssMb = () =>
  Math.round(Number(fs.readFileSync('/proc/self/status', 'utf8').match(/^VmRSS:\s+(\d+)/m)![1]) / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const heapMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function main() {
  const before = rssMb();
  const database = openPglite(path.join(dataDir, 'pglite'));
  setDatabase(database);
  try {
    await database.db.execute('select count(*) from tracking_urls');
    if (part === 'pglite') {
      await sleep(2000);
      return { addedMb: rssMb() - before };
    }
    const heapBefore = heapMb();
    const index = createLinkIndex(databaseLinkSource(database), { log: () => {} });
    await index.start();
    const added = heapMb() - heapBefore;
    const links = index.size;
    await index.stop();
    return { addedMb: Math.round(added * 10) / 10, links };
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

main().then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
