import { getDb } from '@/lib/db/client';
import { trackingUrlScans } from '@/lib/db/schema';
import { scheduleScanFold } from './fold-scans';

export type Scan = { trackingUrlId: string; userId: string; scannedAt: Date };

type Waiter = { scan: Scan; done: (error?: unknown) => void };
type Queue = { waiting: Waiter[]; writing: boolean };
const GLOBAL_KEY = Symbol.for('inkpost.scan-queue');
const holder = globalThis as { [GLOBAL_KEY]?: Queue };
const queue = (): Queue => (holder[GLOBAL_KEY] ??= { waiting: [], writing: false });

const MAX_BATCH = 1000;

/**
 * Appends a scan event; resolves once it is committed. While one insert is running, the scans
 * arriving meanwhile wait and go in together with the next one (group commit): one statement
 * per scan when traffic is light, a few statements per second when it is heavy.
 */
export function recordScan(scan: Scan): Promise<void> {
  return new Promise((resolve, reject) => {
    queue().waiting.push({ scan, done: (error) => (error ? reject(error) : resolve()) });
    void writeWaiting();
  });
}

async function writeWaiting(): Promise<void> {
  const q = queue();
  if (q.writing) return;
  q.writing = true;
  try {
    while (q.waiting.length > 0) {
      const batch = q.waiting.splice(0, MAX_BATCH);
      try {
        await getDb()
          .insert(trackingUrlScans)
          .values(batch.map(({ scan }) => ({ tracking_url_id: scan.trackingUrlId, user_id: scan.userId, scanned_at: scan.scannedAt })));
        batch.forEach((w) => w.done());
        scheduleScanFold();
      } catch (error) {
        batch.forEach((w) => w.done(error));
      }
    }
  } finally {
    q.writing = false;
  }
}
