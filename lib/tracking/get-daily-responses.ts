import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { withUserScope } from '@/lib/db/scoped';
import { accountScanDays, phoneCalls, trackingUrlDays } from '@/lib/db/schema';

export const CHART_DAYS = 30;

/** Whose responses the chart shows: everything, one tracking URL, or one phone number. */
export type ChartSubject = { kind: 'all' } | { kind: 'url'; id: string } | { kind: 'phone'; id: string };

export type DailyResponses = { date: string; scans: number; calls: number };

export const DAY_MS = 86_400_000;
/** A date's UTC day, YYYY-MM-DD. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Scans and calls per UTC day for the last 30 days, oldest first, every day present (0 when
 * nothing happened). Scans are read from the day counts the fold keeps (at most 30 rows however
 * many scans there were), so a scan shows once folded, within a second; calls from their rows.
 */
export async function getDailyResponses(
  userId: string,
  subject: ChartSubject,
  now = new Date(),
): Promise<DailyResponses[]> {
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (CHART_DAYS - 1) * DAY_MS,
  );
  const days = Array.from({ length: CHART_DAYS }, (_, i) => ({
    date: isoDay(new Date(firstDay.getTime() + i * DAY_MS)),
    scans: 0,
    calls: 0,
  }));
  const byDate = new Map(days.map((d) => [d.date, d]));

  const perDay = (at: AnyPgColumn) => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const fill = (rows: Array<{ date: string; n: number }>, series: 'scans' | 'calls') => {
    for (const row of rows) {
      const day = byDate.get(row.date);
      if (day) day[series] = row.n;
    }
  };

  await withUserScope(userId, async (tx) => {
    if (subject.kind !== 'phone') {
      const firstDate = isoDay(firstDay);
      const scanDays =
        subject.kind === 'url'
          ? tx
              .select({ date: sql<string>`${trackingUrlDays.day}::text`, n: trackingUrlDays.scans })
              .from(trackingUrlDays)
              .where(
                and(
                  eq(trackingUrlDays.tracking_url_id, subject.id),
                  eq(trackingUrlDays.user_id, userId),
                  gte(trackingUrlDays.day, firstDate),
                ),
              )
          : tx
              .select({
                date: sql<string>`${accountScanDays.day}::text`,
                n: sql<number>`${accountScanDays.scans}::int`,
              })
              .from(accountScanDays)
              .where(and(eq(accountScanDays.user_id, userId), gte(accountScanDays.day, firstDate)));
      fill(await scanDays, 'scans');
    }
    if (subject.kind !== 'url') {
      const c = phoneCalls;
      const day = perDay(c.called_at);
      const scope = subject.kind === 'phone' ? eq(c.phone_number_id, subject.id) : undefined;
      fill(
        await tx
          .select({ date: day, n: sql<number>`count(*)::int` })
          .from(c)
          .where(and(eq(c.user_id, userId), gte(c.called_at, firstDay), scope))
          .groupBy(day),
        'calls',
      );
    }
  });
  return days;
}
