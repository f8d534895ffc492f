import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { historyLineEntries, historyLines } from '@/lib/db/history-schema';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, sends, transactions } from '@/lib/db/schema';
import { centsToNumeric } from '@/lib/money/cents';
import { transactionLabel } from './list-transactions';

export const TRANSACTIONS_CSV_HEADER = [
  'date',
  'type',
  'description',
  'campaign',
  'send_id',
  'order_id',
  'amount',
  'balance_after',
] as const;

/** Lines read a query at a time, and at most this many ledger rows. */
const LINES_PER_READ = 200;
const ROWS_PER_READ = 2_000;

/** A CSV field; text that a spreadsheet would run as a formula starts with a quote mark. */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

type Line = { id: string; seq: number; amount: number; balanceAfter: number; charges: number };

/**
 * Every completed transaction of the user — one row per card charge, as the ledger holds them —
 * oldest first in the order the history shows them (decision 046), each with the balance after
 * it, as CSV text a page at a time: lines by (user_id, seq, id), their rows by
 * (line_id, created_at, transaction_id), so memory and each query stay small however long the
 * history is. Each page is read in the user's scope (row-level security).
 */
export async function* transactionsCsv(userId: string): AsyncGenerator<string> {
  yield `${TRANSACTIONS_CSV_HEADER.join(',')}\n`;
  let afterSeq = -1;
  for (;;) {
    const lines: Line[] = await withUserScope(userId, (tx) =>
      tx
        .select({
          id: historyLines.id,
          seq: historyLines.seq,
          amount: historyLines.amount,
          balanceAfter: historyLines.balance_after,
          charges: historyLines.charge_count,
        })
        .from(historyLines)
        .where(and(eq(historyLines.user_id, userId), gt(historyLines.seq, afterSeq)))
        .orderBy(asc(historyLines.seq), asc(historyLines.id))
        .limit(LINES_PER_READ),
    );
    if (!lines.length) return;
    // Lines together up to ROWS_PER_READ rows; a longer line alone, paged by its rows.
    let batch: Line[] = [];
    let batchRows = 0;
    for (const line of lines) {
      if (batch.length && batchRows + line.charges > ROWS_PER_READ) {
        yield* rowsOf(userId, batch);
        batch = [];
        batchRows = 0;
      }
      batch.push(line);
      batchRows += line.charges;
    }
    if (batch.length) yield* rowsOf(userId, batch);
    afterSeq = lines.at(-1)!.seq;
  }
}

async function* rowsOf(userId: string, lines: Line[]): AsyncGenerator<string> {
  const balance = new Map(lines.map((l) => [l.id, l.balanceAfter - l.amount]));
  const seqOf = new Map(lines.map((l) => [l.id, l.seq]));
  type Cursor = { lineSeq: number; createdAt: string; id: string };
  let after: Cursor | null = null;
  for (;;) {
    const cursor: Cursor | null = after;
    const rows = await withUserScope(userId, (tx) =>
      tx
        .select({
          lineId: historyLineEntries.line_id,
          id: historyLineEntries.transaction_id,
          createdAt: historyLineEntries.created_at,
          createdAtText: sql<string>`${historyLineEntries.created_at}::text`,
          type: transactions.type,
          amount: transactions.amount,
          metadata: transactions.metadata,
          orderId: transactions.order_id,
          sendId: orders.send_id,
          campaign: campaigns.name,
        })
        .from(historyLineEntries)
        .innerJoin(historyLines, eq(historyLines.id, historyLineEntries.line_id))
        .innerJoin(transactions, eq(transactions.id, historyLineEntries.transaction_id))
        .leftJoin(orders, eq(orders.id, transactions.order_id))
        .leftJoin(sends, eq(sends.id, orders.send_id))
        .leftJoin(campaigns, eq(campaigns.id, sends.campaign_id))
        .where(
          and(
            eq(historyLineEntries.user_id, userId),
            inArray(
              historyLineEntries.line_id,
              lines.map((l) => l.id),
            ),
            cursor
              ? sql`(${historyLines.seq}, ${historyLineEntries.created_at}, ${historyLineEntries.transaction_id}) > (${cursor.lineSeq}, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(historyLines.seq), asc(historyLineEntries.created_at), asc(historyLineEntries.transaction_id))
        .limit(ROWS_PER_READ),
    );
    let text = '';
    for (const row of rows) {
      const balanceAfter = balance.get(row.lineId)! + row.amount;
      balance.set(row.lineId, balanceAfter);
      text += `${[
        csvField(row.createdAt.toISOString(), false),
        csvField(row.type, false),
        csvField(transactionLabel(row.type, row.metadata)),
        csvField(row.campaign ?? ''),
        csvField(row.sendId ?? '', false),
        csvField(row.orderId ?? '', false),
        centsToNumeric(row.amount),
        centsToNumeric(balanceAfter),
      ].join(',')}\n`;
    }
    if (text) yield text;
    if (rows.length < ROWS_PER_READ) return;
    const last: { lineId: string; createdAtText: string; id: string } = rows.at(-1)!;
    after = { lineSeq: seqOf.get(last.lineId)!, createdAt: last.createdAtText, id: last.id };
  }
}
