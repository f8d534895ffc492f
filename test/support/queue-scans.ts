import { getDb } from '@/lib/db/client';
import { trackingUrlScanBatches } from '@/lib/db/schema';
import { foldScans } from '@/lib/tracking/fold-scans';

export type QueuedScan = { tracking_url_id: string; user_id: string; scanned_at?: Date; scans?: number };

/**
 * Scans waiting for the fold, written as the short-link front writes them
 * (tracking_url_scan_batches): one row per moment, the links side by side. A scan without
 * `scanned_at` is written now; `scans` defaults to 1.
 */
export async function queueScans(scans: QueuedScan | QueuedScan[]): Promise<void> {
  const byMoment = new Map<number | undefined, QueuedScan[]>();
  for (const scan of Array.isArray(scans) ? scans : [scans]) {
    const moment = scan.scanned_at?.getTime();
    byMoment.set(moment, [...(byMoment.get(moment) ?? []), scan]);
  }
  for (const [moment, group] of byMoment) {
    await getDb()
      .insert(trackingUrlScanBatches)
      .values({
        tracking_url_ids: group.map((scan) => scan.tracking_url_id),
        user_ids: group.map((scan) => scan.user_id),
        scans: group.map((scan) => scan.scans ?? 1),
        ...(moment === undefined ? {} : { scanned_at: new Date(moment) }),
      });
  }
}

/** The scans not folded yet: one entry per link of each write, in the order written. */
export async function unfoldedScans(): Promise<Required<QueuedScan>[]> {
  const writes = await getDb().select().from(trackingUrlScanBatches).orderBy(trackingUrlScanBatches.id);
  return writes.flatMap((write) =>
    write.tracking_url_ids.map((id, i) => ({
      tracking_url_id: id,
      user_id: write.user_ids[i],
      scans: write.scans[i],
      scanned_at: write.scanned_at,
    })),
  );
}

/** Folds until nothing is left: one fold takes a batch of writes, as the app's scheduled fold does. */
export async function foldAllScans(): Promise<void> {
  while (await foldScans()) {
    // until nothing is left
  }
}
