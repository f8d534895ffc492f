import { logError } from '@/lib/errors';
import { runNextProofJob } from '@/lib/templates/proof-job';

/** Each job kind: run one unit of work, return whether there was any. */
const JOBS: Array<{ name: string; runOnce: () => Promise<boolean> }> = [
  { name: 'template proofs', runOnce: runNextProofJob },
];

const POLL_MS = 1000;
const GLOBAL_KEY = Symbol.for('inkpost.background-jobs');

/**
 * Polls every job kind once a second and drains what is due. Work is claimed in the database
 * (FOR UPDATE SKIP LOCKED), so any number of processes can run this side by side.
 */
export function startBackgroundJobs(): void {
  const holder = globalThis as { [GLOBAL_KEY]?: boolean };
  if (holder[GLOBAL_KEY]) return;
  holder[GLOBAL_KEY] = true;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const job of JOBS) {
        try {
          while (await job.runOnce()) {
            // keep draining
          }
        } catch (error) {
          logError(`background job ${job.name}`, error);
        }
      }
    } finally {
      busy = false;
    }
  };
  setInterval(tick, POLL_MS).unref();
}
