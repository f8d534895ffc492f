import { and, eq, gte, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { phoneCalls, trackingUrlScans } from '@/lib/db/schema';

export const CHART_DAYS = 30;

/** Whose responses the chart shows: everything, one tracking URL, or one phone number. */
export type ChartSubject = { kind: 'all' } | { kind: 'url'; id: string } | { kind: 'phone'; id: string };

export type DailyResponses = { date: string; scans: number; calls: number };

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Scans and calls per UTC day for the last 30 days, oldest first, every day present (0 when
 * nothing happened). Read from the event rows, so it shows a scan as soon as it is recorded.
 */
export async function getDailyResponses(
  userId: string,
  subject: ChartSubject,
  now = new Date(),
): Promise<DailyResponses[]> {
  const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (CHART_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: CHART_DAYS }, (_, i) => ({ date: isoDay(new Date(firstDay.getTime() + i * DAY_MS)), scans: 0, calls: 0 }));
  const byDate = new Map(days.map((d) => [d.date, d]));

  await withUserScope(userId, async (tx) => {
    if (subject.kind !== 'phone') {
      const scanDay = sql<string>`to_char(${trackingUrlScans.scanned_at} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ date: scanDay, n: sql<number>`sum(${trackingUrlScans.scans})::int` })
        .from(trackingUrlScans)
        .where(
          and(
            eq(trackingUrlScans.user_id, userId),
            gte(trackingUrlScans.scanned_at, firstDay),
            subject.kind === 'url' ? eq(trackingUrlScans.tracking_url_id, subject.id) : undefined,
          ),
        )
        .groupBy(scanDay);
      for (const row of rows) {
        const day = byDate.get(row.date);
        if (day) day.scans = row.n;
      }
    }
    if (subject.kind !== 'url') {
      const callDay = sql<string>`to_char(${phoneCalls.called_at} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ date: callDay, n: sql<number>`count(*)::int` })
        .from(phoneCalls)
        .where(
          and(
            eq(phoneCalls.user_id, userId),
            gte(phoneCalls.called_at, firstDay),
            subject.kind === 'phone' ? eq(phoneCalls.phone_number_id, subject.id) : undefined,
          ),
        )
        .groupBy(callDay);
      for (const row of rows) {
        const day = byDate.get(row.date);
        if (day) day.calls = row.n;
      }
    }
  });
  return days;
}
