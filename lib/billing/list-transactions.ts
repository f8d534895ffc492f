import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { accountTotals, transactions, type TransactionMetadata, TRANSACTION_TYPES } from '@/lib/db/schema';

/** Spec section 9: the transaction history shows 10 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type TransactionRow = {
  id: string;
  createdAt: Date;
  type: TransactionType;
  /** What the money was for, as the history shows it. */
  label: string;
  /** Signed cents: credits positive, charges negative. */
  amountCents: number;
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

/**
 * One page of the user's completed transactions, newest first, with the total count (spec
 * section 7): the count kept beside the ledger (accountTotals), the page's rows read from
 * (user_id, status, created_at, id) by cursor (lib/db/keyset-page.ts), so a deep page does not
 * read the pages before it.
 */
export async function listTransactions(
  userId: string,
  request: PageRequest,
  pageSize = TRANSACTIONS_PAGE_SIZE,
): Promise<TransactionPage> {
  const where = and(eq(transactions.user_id, userId), eq(transactions.status, 'completed'));
  return withUserScope(userId, async (tx) => {
    const [kept] = await tx
      .select({ total: accountTotals.completed_transactions })
      .from(accountTotals)
      .where(eq(accountTotals.user_id, userId));
    const total = kept?.total ?? 0;
    const list = {
      table: transactions,
      id: transactions.id,
      userColumn: transactions.user_id,
      sort: transactions.created_at,
      descending: true,
      where,
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
    const rows = ids.length
      ? await tx
          .select({
            id: transactions.id,
            createdAt: transactions.created_at,
            type: transactions.type,
            amountCents: transactions.amount,
            metadata: transactions.metadata,
          })
          .from(transactions)
          .where(inArray(transactions.id, ids))
          // The id breaks ties, so rows written in one instant keep one order across pages.
          .orderBy(desc(transactions.created_at), desc(transactions.id))
      : [];
    return {
      rows: rows.map(({ metadata, ...row }) => ({ ...row, label: transactionLabel(row.type, metadata) })),
      total,
      page,
      pageCount,
      firstId,
      lastId,
      typedPageCut,
    };
  });
}
