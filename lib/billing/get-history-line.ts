import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { historyLineEntries, historyLines } from '@/lib/db/history-schema';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, recipients, sends, transactions, type TransactionMetadata } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';
import {
  historyLineColumns,
  ownLabel,
  sendLineLabel,
  transactionLabel,
  type TransactionRow,
} from './list-transactions';

/** Charges of a grouped line shown at a time. */
export const LINE_CHARGES_PAGE_SIZE = 50;

export type LineCharge = {
  id: string;
  createdAt: Date;
  amountCents: number;
  /** What the row says for itself: a refund's reason, or the postcard charge's description. */
  label: string;
  orderId: string | null;
  recipientName: string | null;
  cards: number;
};

export type HistoryLineDetail = {
  line: Pick<
    TransactionRow,
    'id' | 'kind' | 'label' | 'amountCents' | 'balanceAfterCents' | 'chargeCount' | 'cardCount' | 'firstAt' | 'sendId'
  > & { lastAt: Date };
  charges: LineCharge[];
  /** The last charge shown, when more follow: the next page starts after it. */
  nextAfter: string | null;
};

/** Whether the user has this history line (for the [id] layout's 404, decision 042). */
export async function isOwnHistoryLine(userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await withUserScope(userId, (tx) =>
    tx
      .select({ id: historyLines.id })
      .from(historyLines)
      .where(and(eq(historyLines.id, id), eq(historyLines.user_id, userId)))
      .limit(1),
  );
  return rows.length > 0;
}

/**
 * A history line and a page of its ledger rows — one per card charge (or refund), oldest first,
 * read through history_line_entries (line_id, created_at, transaction_id) from the row `after`.
 * Null when the user has no such line.
 */
export async function getHistoryLine(
  userId: string,
  id: string,
  after?: string,
  size = LINE_CHARGES_PAGE_SIZE,
): Promise<HistoryLineDetail | null> {
  if (!isUuid(id)) return null;
  return withUserScope(userId, async (tx) => {
    const [line] = await tx
      .select(historyLineColumns)
      .from(historyLines)
      .leftJoin(sends, eq(sends.id, historyLines.send_id))
      .leftJoin(campaigns, eq(campaigns.id, sends.campaign_id))
      .where(and(eq(historyLines.id, id), eq(historyLines.user_id, userId)));
    if (!line) return null;
    const from =
      after && isUuid(after)
        ? sql`(${historyLineEntries.created_at}, ${historyLineEntries.transaction_id}) > (select c.created_at, c.transaction_id from history_line_entries c where c.transaction_id = ${after} and c.line_id = ${id})`
        : undefined;
    const rows = await tx
      .select({
        id: historyLineEntries.transaction_id,
        createdAt: historyLineEntries.created_at,
        cards: historyLineEntries.cards,
        amountCents: transactions.amount,
        type: transactions.type,
        metadata: transactions.metadata,
        orderId: transactions.order_id,
        recipientName: recipients.name,
      })
      .from(historyLineEntries)
      .innerJoin(transactions, eq(transactions.id, historyLineEntries.transaction_id))
      .leftJoin(orders, eq(orders.id, transactions.order_id))
      .leftJoin(recipients, eq(recipients.id, orders.recipient_id))
      .where(and(eq(historyLineEntries.line_id, id), eq(historyLineEntries.user_id, userId), from))
      .orderBy(asc(historyLineEntries.created_at), asc(historyLineEntries.transaction_id))
      .limit(size + 1);
    const more = rows.length > size;
    const shown = rows.slice(0, size);
    return {
      line: {
        ...line,
        label:
          line.kind === 'single' || (shown[0] && ownLabel(line.chargeCount, line.sendCards, line.type))
            ? transactionLabel(line.type as TransactionRow['type'], (shown[0]?.metadata ?? {}) as TransactionMetadata)
            : sendLineLabel(line.kind, line.campaignName, line.stepNumber, line.cardCount),
      },
      charges: shown.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        amountCents: row.amountCents,
        label: transactionLabel(row.type, row.metadata),
        orderId: row.orderId,
        recipientName: row.recipientName,
        cards: row.cards,
      })),
      nextAfter: more ? shown.at(-1)!.id : null,
    };
  });
}
