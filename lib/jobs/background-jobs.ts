import { logError } from '@/lib/errors';
import { startNextHookDelivery } from '@/lib/hooks/deliver-next-hook';
import { startNextMailSend } from '@/lib/mail/send-next-mail';
import { ORDER_JOBS } from '@/lib/orders/order-jobs';
import { runNextProofJob } from '@/lib/templates/proof-job';
import { foldScans } from '@/lib/tracking/fold-scans';

/** Each job kind: run one unit of work, return whether there was any. */
export const JOBS: Array<{ name: string; runOnce: () => Promise<boolean> }> = [
  { name: 'template proofs', runOnce: runNextProofJob },
  ...ORDER_JOBS,
  { name: 'scan counters', runOnce: foldScans },
  { name: 'hook deliveries', runOnce: startNextHookDelivery },
  { name: 'mail', runOnce: startNextMailSend },
];

const POLL_MS = 1000;
const GLOBAL_KEY = Symbol.for('inkpost.background-jobs');

/** Units of one kind run before the next kind gets a turn: a long charge queue must not hold back submissions. */
const TURN = 20;

/**
 * One pass over every job kind, up to TURN units each. Returns the units done. `stopping` is
 * asked between units: a process told to stop finishes the unit it holds and takes no other.
 */
export async function drainJobs(jobs = JOBS, stopping: () => boolean = () => false): Promise<number> {
  let done = 0;
  for (const job of jobs) {
    try {
      for (let turn = 0; turn < TURN && !stopping() && (await job.runOnce()); turn++) done++;
    } catch (error) {
      logError(`background job ${job.name}`, error);
    }
  }
  return done;
}

/**
 * Polls every job kind once a second and drains what is due. Work is claimed in the database
 * (FOR UPDATE SKIP LOCKED), so any number of processes can run this side by side. In the web
 * process the timer does not keep the process alive; `npm run worker` asks it to.
 */
export function startBackgroundJobs({ keepAlive = false } = {}): () => Promise<void> {
  const holder = globalThis as { [GLOBAL_KEY]?: boolean };
  if (holder[GLOBAL_KEY]) return async () => {};
  holder[GLOBAL_KEY] = true;
  let running: Promise<void> | null = null;
  let stopping = false;
  const drainUntilIdle = async () => {
    // Work done may make more due (charged → submit): go round until a pass finds nothing.
    while (!stopping && (await drainJobs(JOBS, () => stopping)) > 0) {
      // keep going
    }
  };
  const tick = () => {
    running ??= drainUntilIdle().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, POLL_MS);
  if (!keepAlive) timer.unref();
  /** Stops polling and resolves once the unit in hand is finished: nothing is left claimed. */
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
    holder[GLOBAL_KEY] = false;
  };
}
