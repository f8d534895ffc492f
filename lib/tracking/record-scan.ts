import 'server-only';
import { getDatabase } from '@/lib/db/client';
import { logError } from '@/lib/errors';
import { scheduleScanFold } from './fold-scans';
import { arrayLiteral, LINK_STATEMENTS } from './link-statements.mjs';

import type { Scan } from './short-link-answer.mjs';

export type { Scan } from './short-link-answer.mjs';

type Batch = { counts: Map<string, { scan: Scan; count: number }>; committed: Array<() => void> };
type Queue = { next: Batch; timer?: ReturnType<typeof setTimeout>; writing: boolean };
const GLOBAL_KEY = Symbol.for('inkpost.scan-queue');
const holder = globalThis as { [GLOBAL_KEY]?: Queue };
const emptyBatch = (): Batch => ({ counts: new Map(), committed: [] });
const queue = (): Queue => (holder[GLOBAL_KEY] ??= { next: emptyBatch(), writing: false });

// Scans of the next few milliseconds are written together, one row per link with its count:
// a burst of scans is one small insert, not one commit per scan. The redirect has already been
// answered, so nobody waits for this.
const GATHER_MS = 20;

/** Counts a scan; it is written within a few milliseconds. Failures are logged by the writer. */
export function countScan(scan: Scan): void {
  const q = queue();
  const key = `${scan.trackingUrlId}|${scan.userId}`;
  const entry = q.next.counts.get(key);
  if (entry) entry.count++;
  else q.next.counts.set(key, { scan, count: 1 });
  if (!q.writing && !q.timer) q.timer = setTimeout(writeBatches, GATHER_MS);
}

/** Counts a scan and resolves once its batch was written (or its failure logged). */
export function recordScan(scan: Scan): Promise<void> {
  return new Promise((resolve) => {
    countScan(scan);
    queue().next.committed.push(resolve);
  });
}

/**
 * Writes every scan gathered so far and resolves when they are in the database: a process that
 * is told to stop calls this after its last response, so no counted scan is lost.
 */
export async function flushScans(): Promise<void> {
  const q = queue();
  while (q.writing) await new Promise((resolve) => setTimeout(resolve, 5));
  if (q.next.counts.size) await writeBatches();
}

async function writeBatches(): Promise<void> {
  const q = queue();
  if (q.timer) clearTimeout(q.timer);
  q.timer = undefined;
  q.writing = true;
  try {
    while (q.next.counts.size > 0) {
      const batch = q.next;
      q.next = emptyBatch();
      try {
        await insertScans([...batch.counts.values()]);
        scheduleScanFold();
      } catch (error) {
        const lost = [...batch.counts.values()].reduce((sum, e) => sum + e.count, 0);
        logError(`record tracking scans (${lost} not counted)`, error);
      }
      batch.committed.forEach((done) => done());
    }
  } finally {
    q.writing = false;
  }
}

// Three array parameters whatever the batch size: cheap to build, one plan on the server. The
// same statement as the front process's writes (link-statements.mjs).
function insertScans(entries: Array<{ scan: Scan; count: number }>) {
  return getDatabase().query(LINK_STATEMENTS.insertScans, [
    arrayLiteral(entries.map((e) => e.scan.trackingUrlId)),
    arrayLiteral(entries.map((e) => e.scan.userId)),
    arrayLiteral(entries.map((e) => e.count)),
  ]);
}
