import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDatabase, type Database } from '@/lib/db/client';
import { logError } from '@/lib/errors';

// PostgreSQL folds on its own cores. PGlite runs the fold inside the Next.js process (WASM,
// synchronous on the event loop). While that process also answered the short links, 5,000 spread
// scans held every scan for over a second, so it folded 100 at a time (decision 032). The front
// process answers them now (decision 053): 1,000 at a time costs a third of the CPU per scan
// (10,000 scans: 540 ms in 10 statements against 1,470 ms in 100) and holds a page request at
// most about 50 ms during a wave of scans. (The front's scans on PGlite are no longer folded but
// counted as they come, countScansNow; the fold there takes the route handler's and leftovers.)
const FOLD_BATCH = { postgres: 5000, pglite: 1000 } as const;
// Likewise the writes (tracking_url_scan_batches) one fold takes: each holds up to 100 ms of one
// process's scans, a few thousand links at most.
const FOLD_WRITES = { postgres: 4, pglite: 1 } as const;
const FOLD_DELAY_MS = 250;

/**
 * Adds scans of links that exist to their link's counters (tracking_url_counts: access_count, first_accessed,
 * last_accessed; a narrow row of their own, decision 039) and to its
 * count for the day (tracking_url_days, whose triggers move the account's and the campaign's
 * day), and deletes them, in one statement: a scan is counted exactly once even with several
 * processes folding (SKIP LOCKED splits the work), and the scan tables only hold what is not
 * folded yet. The scans are the writes of the redirect's scan batches (tracking_url_scan_batches)
 * and the rows of one link each that processes of the release before still write during a deploy
 * (tracking_url_scans, decision 053). Scans of a link deleted since are dropped. Returns whether
 * there was anything to fold.
 */
export async function foldScans(): Promise<boolean> {
  return (await foldScanBatch()).folded > 0;
}

/** One fold (see foldScans): how many scans it folded, and whether it took a whole batch (more may wait). */
async function foldScanBatch(): Promise<{ folded: number; full: boolean }> {
  const database = getDatabase();
  if (database.kind === 'pglite') await new Promise((resolve) => setImmediate(resolve));
  const rows = FOLD_BATCH[database.kind];
  const writes = FOLD_WRITES[database.kind];
  const { folded, full } = await countScans<{ full: boolean }>(
    database,
    sql`
    batch as (
      select id from tracking_url_scans order by id limit ${rows} for update skip locked
    ), taken_writes as (
      select id from tracking_url_scan_batches order by id limit ${writes} for update skip locked
    ), single as (
      -- by key: a join to the batch read the whole table, however many scans wait to be folded
      delete from tracking_url_scans s where s.id = any(array(select id from batch))
      returning s.tracking_url_id, s.user_id, s.scanned_at, s.scans
    ), written as (
      delete from tracking_url_scan_batches w where w.id = any(array(select id from taken_writes))
      returning w.tracking_url_ids, w.user_ids, w.scans, w.scanned_at
    ), folded as (
      select * from single
      union all
      select u.tracking_url_id, u.user_id, w.scanned_at, u.scans
        from written w, unnest(w.tracking_url_ids, w.user_ids, w.scans) as u(tracking_url_id, user_id, scans)
    )`,
    sql`, (select count(*) from single) >= ${rows} or (select count(*) from written) >= ${writes} as full`,
  );
  return { folded, full };
}

/**
 * Counts scans just answered at once, without the scan table: on the embedded database the one
 * process that writes the scans is the one that folds them, so writing them only to read them
 * back and delete them a moment later was about a fifth of its work per scan (bench:redirect,
 * decision 053). The scans as the front's insertScans statement has them: array literals of link
 * ids, user ids and counts.
 */
export async function countScansNow(
  database: Database,
  [linkIds, userIds, counts]: [string, string, string],
): Promise<void> {
  await countScans(
    database,
    sql`
    folded as (
      select u.tracking_url_id, u.user_id, now() as scanned_at, u.scans
        from unnest(${linkIds}::varchar[], ${userIds}::uuid[], ${counts}::int[]) as u(tracking_url_id, user_id, scans)
    )`,
  );
}

/**
 * The counting of a fold, from CTEs that end in `folded` (tracking_url_id, user_id, scanned_at,
 * scans): the links' counters, then their days. Returns how many rows `folded` had, and the
 * columns `more` adds to the statement's one row.
 */
async function countScans<More extends object = object>(
  database: Database,
  folded: SQL,
  more: SQL = sql``,
): Promise<{ folded: number } & More> {
  const result = await database.db.execute(sql`
    with ${folded}, totals as (
      select tracking_url_id, sum(scans)::int as n, min(scanned_at) as first, max(scanned_at) as last
        from folded group by tracking_url_id
    ), counted as (
      update tracking_url_counts c
         set access_count = c.access_count + totals.n,
             first_accessed = least(c.first_accessed, totals.first),
             last_accessed = greatest(c.last_accessed, totals.last)
        from totals
       where c.tracking_url_id = totals.tracking_url_id
      returning c.tracking_url_id, c.campaign_id
    ), days as (
      -- Only the links whose counters were updated: a scan of a deleted link counts nowhere. The
      -- update waited for a link being deleted meanwhile, so its days are either not written or
      -- written before the delete's trigger removes them. The day takes the link's campaign as
      -- the update found it; the triggers add the day to that campaign's.
      insert into tracking_url_days as d (tracking_url_id, day, user_id, campaign_id, scans)
      select f.tracking_url_id, (f.scanned_at at time zone 'UTC')::date, min(f.user_id::text)::uuid, c.campaign_id, sum(f.scans)::int
        from folded f join counted c on c.tracking_url_id = f.tracking_url_id group by 1, 2, 4 order by 1, 2
      on conflict (tracking_url_id, day) do update set scans = d.scans + excluded.scans, campaign_id = excluded.campaign_id
    )
    select (select count(*)::int from folded) as folded ${more}`);
  return (result as unknown as { rows: Array<{ folded: number } & More> }).rows[0];
}

const GLOBAL_KEY = Symbol.for('inkpost.scan-fold-timer');
type FoldState = { timer?: ReturnType<typeof setTimeout>; folding?: Promise<void>; again: boolean };
const state = ((globalThis as { [GLOBAL_KEY]?: FoldState })[GLOBAL_KEY] ??= { again: false });

async function foldUntilDone(): Promise<void> {
  try {
    // Until a fold takes less than a batch: under a steady stream of scans, one statement per
    // fold, not one more that finds nothing; scans written meanwhile ask for the next (`again`).
    while ((await foldScanBatch()).full) {
      // a whole batch may leave more
    }
  } catch (error) {
    logError('fold scans', error);
  }
}

/**
 * Folds soon after scans were recorded, so the table shows them within a second; many scans
 * in that moment share one fold. The background jobs fold anything left over (a crash, another
 * process's scans).
 */
export function scheduleScanFold(): void {
  if (state.folding) {
    // Written after this fold chose its batch, perhaps: one more fold once it is done.
    state.again = true;
    return;
  }
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    state.again = false;
    state.folding = foldUntilDone().finally(() => {
      state.folding = undefined;
      if (state.again) scheduleScanFold();
    });
  }, FOLD_DELAY_MS);
  state.timer.unref?.();
}

/**
 * Drops a fold scheduled but not started and waits for one in hand: a process that stops leaves
 * no fold half done (its scans stay in the table for the next process to fold, counted once either way).
 */
export async function stopScheduledScanFold(): Promise<void> {
  clearTimeout(state.timer);
  state.timer = undefined;
  state.again = false;
  await state.folding;
}
