// Scans counted by the front process, written together: the scans of a gather are one insert of
// one row (each link once, with its count), not one commit per scan. The redirect has been answered
// before, so nobody waits for this. On stop, flush() writes what is gathered (nothing counted
// is lost on SIGTERM); a process killed outright loses at most the last GATHER_MS.
import { arrayLiteral } from '../../lib/tracking/link-statements.mjs';

// 100 ms, not the 20 of the in-process writer before it: a hot link's scans are then 10 inserts
// a second instead of 50, a third of the database's work per scan (bench:redirect, decision 053),
// and the Tracking page still shows them within the fold's quarter second after.
const GATHER_MS = 100;

/**
 * @param {import('./link-index.mjs').LinkSource} source who writes the scans: PostgreSQL, or the
 *   process owning the embedded database (or, for the route handler app/r/[id], the app's own database)
 * @param {{ written?: () => void, logError?: (what: string, error: unknown) => void }} [options]
 *   `written` after each batch in the database (the app then folds it soon)
 */
export function createScanBatch(source, { written = () => {}, logError = defaultLogError } = {}) {
  /** @type {Map<string, { id: string, userId: string, count: number }>} */
  let gathered = new Map();
  // Who waits for the gathered scans to be written (whenWritten); settled with their batch.
  /** @type {Array<() => void>} */
  let waiting = [];
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<void> | undefined} */
  let writing;

  /** Writes what is gathered: one batch, or (`all`, on flush) until nothing is left. */
  async function write(all) {
    clearTimeout(timer);
    timer = undefined;
    do {
      const batch = [...gathered.values()];
      const waiters = waiting;
      gathered = new Map();
      waiting = [];
      try {
        await source.run('insertScans', [
          arrayLiteral(batch.map((scan) => scan.id)),
          arrayLiteral(batch.map((scan) => scan.userId)),
          arrayLiteral(batch.map((scan) => scan.count)),
        ]);
        written();
      } catch (error) {
        const lost = batch.reduce((sum, scan) => sum + scan.count, 0);
        logError(`record tracking scans (${lost} not counted)`, error);
      }
      waiters.forEach((done) => done());
    } while (all && gathered.size > 0);
    // Scans counted while the batch was written wait for a gather of their own: written at once,
    // a steady stream of scans made a write per round trip to the database (hundreds a second)
    // instead of ten.
    if (gathered.size > 0) timer = setTimeout(startWriting, GATHER_MS);
  }

  function startWriting(all = false) {
    writing ??= write(all).finally(() => (writing = undefined));
    return writing;
  }

  return {
    /** @param {{ trackingUrlId: string, userId: string }} scan */
    count(scan) {
      // Keyed by the link alone (a key built per scan cost as much as the rest of count); a link
      // whose owner changed within the gather keeps its scans apart under a longer key.
      let key = scan.trackingUrlId;
      let entry = gathered.get(key);
      if (entry && entry.userId !== scan.userId) {
        key = `${scan.trackingUrlId}|${scan.userId}`;
        entry = gathered.get(key);
      }
      if (entry) entry.count++;
      else gathered.set(key, { id: scan.trackingUrlId, userId: scan.userId, count: 1 });
      if (!writing && !timer) timer = setTimeout(startWriting, GATHER_MS);
    },
    /** Resolves once the scans counted so far are written (or their loss logged), with their batch. */
    whenWritten() {
      if (!gathered.size) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Writes every scan gathered so far; resolves when they are in the database (or their loss logged). */
    async flush() {
      while (writing) await writing;
      if (gathered.size) await startWriting(true);
    },
  };
}

function defaultLogError(what, error) {
  console.error(`[${new Date().toISOString()}] ${what}:`, error);
}
