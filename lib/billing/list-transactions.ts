import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { historyHeads, historyLines, type HistoryLineKind } from '@/lib/db/history-schema';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, sends, transactions, type TransactionMetadata, TRANSACTION_TYPES } from '@/lib/db/schema';

/** Spec section 9: the transaction history shows 10 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * One line of the history (decision 046): a run of one send's postcard charges or refunds, or one
 * other transaction (Add funds, auto-recharge…).
 */
export type TransactionRow = {
  id: string;
  /** When the line's last transaction was recorded: the moment the balance became `balanceAfterCents`. */
  createdAt: Date;
  /** When its first one was (equal to createdAt for a single transaction). */
  firstAt: Date;
  type: TransactionType;
  kind: HistoryLineKind;
  /** What the money was for, as the history shows it. */
  label: string;
  /** Signed cents: credits positive, charges negative. */
  amountCents: number;
  /** The balance once this line was applied. */
  balanceAfterCents: number;
  /** How many ledger rows the line holds (one per card charge or refund). */
  chargeCount: number;
  /** Postcards the line's charges paid for (0 on a single line). */
  cardCount: number;
  sendId: string | null;
  /** A card payment (Add funds, auto-recharge, a card paying for orders) has a receipt: its transaction id. */
  receiptId: string | null;
};

export type TransactionPage = {
  rows: TransactionRow[];
  total: number;
  page: number;
  pageCount: number;
  firstId: string | null;
  lastId: string | null;
  /** A typed page number deeper than typed numbers reach (lib/db/keyset-page.ts): the page shown instead. */
  typedPageCut: number | null;
};

const DEFAULT_LABELS: Record<TransactionType, string> = {
  card_charge: 'Funds added',
  postcard_charge: 'Postcard charge',
  refund: 'Refund',
};

/**
 * The description the writer of the row left (e.g. 'Auto-recharge'), else a label by type. A
 * refund's description is its reason ('Undeliverable address'), so it is named a refund too.
 */
export function transactionLabel(type: TransactionType, metadata: TransactionMetadata): string {
  const description = typeof metadata.description === 'string' ? metadata.description.trim() : '';
  if (!description) return DEFAULT_LABELS[type];
  if (type === 'refund' && !/^refund/i.test(description)) return `Refund: ${description}`;
  return description;
}

export const cardsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'card' : 'cards'}`;

/** "Postcards · Just Sold Oak St · 18 cards", "Refund · Just Sold Oak St · Follow-up · step 1 · 3 cards". */
export function sendLineLabel(
  kind: Exclude<HistoryLineKind, 'single'>,
  campaignName: string | null,
  stepNumber: number | null,
  cards: number,
): string {
  return [
    kind === 'postcards' ? 'Postcards' : 'Refund',
    campaignName ?? 'Deleted campaign',
    ...(stepNumber ? [`Follow-up · step ${stepNumber}`] : []),
    cardsText(cards),
  ].join(' · ');
}

/** A history line as its pages read it, with its send's campaign (joined by the reader). */
export const historyLineColumns = {
  id: historyLines.id,
  kind: historyLines.kind,
  type: historyLines.type,
  amountCents: historyLines.amount,
  balanceAfterCents: historyLines.balance_after,
  chargeCount: historyLines.charge_count,
  cardCount: historyLines.card_count,
  firstAt: historyLines.first_at,
  lastAt: historyLines.last_at,
  sendId: historyLines.send_id,
  campaignName: campaigns.name,
  stepNumber: sends.follow_up_step_number,
  sendCards: sends.order_count,
};

/**
 * Whether a send's line reads as its one row's own words: the charge of a one-card send ("Postcard:
 * Open house to Jane Doe", as a one-card send reads as its card on Orders), or a single refund,
 * whose reason ("Refund: … — Returns to Max Moss") says more than the send's name.
 */
export function ownLabel(chargeCount: number, sendCards: number | null, type: string): boolean {
  return chargeCount === 1 && (sendCards === 1 || type === 'refund');
}

/**
 * One page of the user's Transaction History, newest first: the lines kept beside the ledger
 * (history_lines, migration 0039), read from (user_id, seq, id) by cursor
 * (lib/db/keyset-page.ts), so a deep page does not read the pages before it; the count is the
 * user's kept line count (history_heads).
 */
export async function listTransactions(
  userId: string,
  request: PageRequest,
  pageSize = TRANSACTIONS_PAGE_SIZE,
): Promise<TransactionPage> {
  return withUserScope(userId, async (tx) => {
    const [kept] = await tx
      .select({ total: historyHeads.line_count })
      .from(historyHeads)
      .where(eq(historyHeads.user_id, userId));
    const total = kept?.total ?? 0;
    const list = {
      table: historyLines,
      id: historyLines.id,
      userColumn: historyLines.user_id,
      sort: historyLines.seq,
      descending: true,
      where: eq(historyLines.user_id, userId),
      size: pageSize,
      total,
    };
    // A typed page number past the end shows the last page, so a stale link still shows rows.
    const { ids, page, pageCount, firstId, lastId, typedPageCut } = await readKeysetPage<string>(
      tx,
      userId,
      list,
      request,
    );
    const lines = ids.length
      ? await tx
          .select({
            ...historyLineColumns,
            // A line's id is its first transaction's: a single line's, or a send line's one charge.
            metadata: sql<TransactionMetadata | null>`${transactions.metadata}`,
          })
          .from(historyLines)
          .leftJoin(sends, eq(sends.id, historyLines.send_id))
          .leftJoin(campaigns, eq(campaigns.id, sends.campaign_id))
          .leftJoin(
            transactions,
            and(
              eq(transactions.id, historyLines.id),
              sql`(${historyLines.kind} = 'single' or ${historyLines.charge_count} = 1)`,
            ),
          )
          .where(and(eq(historyLines.user_id, userId), inArray(historyLines.id, ids)))
          .orderBy(desc(historyLines.seq), desc(historyLines.id))
      : [];
    return {
      rows: lines.map((line): TransactionRow => {
        const type = line.type as TransactionType;
        return {
          id: line.id,
          createdAt: line.lastAt,
          firstAt: line.firstAt,
          type,
          kind: line.kind,
          label:
            line.kind === 'single' || (line.metadata && ownLabel(line.chargeCount, line.sendCards, type))
              ? transactionLabel(type, line.metadata ?? {})
              : sendLineLabel(line.kind, line.campaignName, line.stepNumber, line.cardCount),
          amountCents: line.amountCents,
          balanceAfterCents: line.balanceAfterCents,
          chargeCount: line.chargeCount,
          cardCount: line.cardCount,
          sendId: line.sendId,
          receiptId: line.kind === 'single' && type === 'card_charge' ? line.id : null,
        };
      }),
      total,
      page,
      pageCount,
      firstId,
      lastId,
      typedPageCut,
    };
  });
}
