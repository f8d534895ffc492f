import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sandboxClock } from '@/lib/db/schema';
import { sandboxClockAvailable } from './sandbox-clock-access';

/**
 * The time that scheduled sends and follow-up steps go by. In production it is the real time.
 * While every provider runs in sandbox mode it may run ahead by the sandbox clock's offset (set on
 * /sandbox/clock), so a user or an end-to-end test can watch a send dated next week, or a step
 * due in 14 days, come due without waiting. Integration tests fix it with setClockForTests.
 *
 * Read it once per unit of work and pass the Date on (to SQL as a parameter): the database's own
 * now() does not know the offset.
 */
export async function currentTime(): Promise<Date> {
  const holder = clockHolder();
  if (holder.fixed) return new Date(holder.fixed.getTime());
  return new Date(Date.now() + (await sandboxOffsetMs()));
}

/** How far the sandbox clock runs ahead; 0 when any provider is real. Read at most once a second per process. */
export async function sandboxOffsetMs(): Promise<number> {
  if (!sandboxClockAvailable()) return 0;
  const holder = clockHolder();
  if (holder.cached && holder.cached.readAt > Date.now() - OFFSET_CACHE_MS) return holder.cached.offsetMs;
  const [row] = await getDb().select({ offsetMs: sandboxClock.offset_ms }).from(sandboxClock);
  holder.cached = { offsetMs: row?.offsetMs ?? 0, readAt: Date.now() };
  return holder.cached.offsetMs;
}

/** Moves the sandbox clock to `offsetMs` ahead of the real time (0: back to the real time). */
export async function setSandboxOffset(offsetMs: number): Promise<void> {
  if (!Number.isSafeInteger(offsetMs) || offsetMs < 0) throw new RangeError(`Bad sandbox clock offset: ${offsetMs}`);
  await getDb()
    .insert(sandboxClock)
    .values({ id: 1, offset_ms: offsetMs })
    .onConflictDoUpdate({ target: sandboxClock.id, set: { offset_ms: offsetMs, updated_at: sql`now()` } });
  clockHolder().cached = { offsetMs, readAt: Date.now() };
}

/** Tests only: every currentTime() answers `at` until called again with null. */
export function setClockForTests(at: Date | null): void {
  clockHolder().fixed = at;
}

/** Forget the cached offset (tests reset the database between cases). */
export function forgetSandboxOffset(): void {
  clockHolder().cached = undefined;
}

const OFFSET_CACHE_MS = 1000;
const GLOBAL_KEY = Symbol.for('inkpost.clock');
type ClockHolder = { fixed: Date | null; cached?: { offsetMs: number; readAt: number } };

// On globalThis: Next.js may load this module once per bundle in one process.
function clockHolder(): ClockHolder {
  const holder = globalThis as { [GLOBAL_KEY]?: ClockHolder };
  holder[GLOBAL_KEY] ??= { fixed: null };
  return holder[GLOBAL_KEY];
}
