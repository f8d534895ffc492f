import 'server-only';
import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '@/lib/validation/uuid';
import type { Queryable } from './client';

/** How many pages the window of page numbers shows after the current one at most (spec: up to 5 numbers). */
const PAGES_AHEAD = 4;

/**
 * A typed page number (no cursor) is read by offset: every row before it is walked. Up to this
 * many rows that costs about what page 1 does (bench/scale); a deeper typed number shows the
 * deepest page it may, with typedPageNotice. The page links, which carry a cursor, go anywhere.
 */
export const TYPED_PAGE_MAX_OFFSET = 5_000;

/** The deepest page a typed page number reaches for a list of `size` rows a page. */
export const deepestTypedPage = (size: number) => Math.floor(TYPED_PAGE_MAX_OFFSET / size) + 1;

/** What a list says when a typed page number was deeper than it reads. */
export const typedPageNotice = (deepest: number) =>
  `Page numbers typed into the address go up to ${deepest.toLocaleString('en-US')}. Use the page links to go further.`;

/**
 * Which page of a list to read. Page 1 needs nothing else; the page links of a page carry a
 * cursor — the row the page starts `after` or ends `before`, in the list's order — and how many
 * whole pages to `skip` from there, so any page of the window reads at most five pages of index
 * entries, however deep it is. A page number without a cursor (a typed URL) is read by offset,
 * at most TYPED_PAGE_MAX_OFFSET rows deep.
 */
export type PageRequest = { page: number; after?: string; before?: string; skip?: number };

/** A list in a fixed order: `sort` then `id` (which breaks ties), both one way. */
export type KeysetList = {
  table: PgTable;
  id: AnyPgColumn;
  /** The owner column: a cursor is only ever a row of the same user. */
  userColumn: AnyPgColumn;
  sort: AnyPgColumn;
  descending: boolean;
  /** The list's filter, the user included. */
  where: SQL | undefined;
  size: number;
  /**
   * The list's length when the caller knows it (a kept count, a search's count of matches):
   * then the pages ahead need no counting — which, for a selective filter, would walk the order
   * index to its end to prove there is nothing more.
   */
  total?: number;
};

export type KeysetPage<Id> = {
  ids: Id[];
  page: number;
  pageCount: number;
  firstId: Id | null;
  lastId: Id | null;
  /** Set when a typed page number was deeper than typed numbers reach: the page shown instead. */
  typedPageCut: number | null;
};

type From = { forward: boolean; rowId: string; skip: number };

/**
 * Rows beyond the user's row `rowId` in the list's order (forward) or before it (backward),
 * compared on (sort, id) with the cursor row's own values, read in SQL so no precision is lost.
 */
function beyond(list: KeysetList, userId: string, forward: boolean, rowId: string): SQL {
  const op = sql.raw(forward === list.descending ? '<' : '>');
  return sql`(${list.sort}, ${list.id}) ${op} (select c.${sql.identifier(list.sort.name)}, c.${sql.identifier(list.id.name)} from ${list.table} c where c.${sql.identifier(list.id.name)} = ${rowId} and c.${sql.identifier(list.userColumn.name)} = ${userId})`;
}

const orderOf = (list: KeysetList, forward: boolean) => {
  const direction = forward === list.descending ? desc : asc;
  return [direction(list.sort), direction(list.id)];
};

async function pageIds<Id>(
  tx: Queryable,
  list: KeysetList,
  userId: string,
  from: From | undefined,
  offset: number,
): Promise<Id[]> {
  const forward = from?.forward ?? true;
  const rows = (await tx
    .select({ id: list.id })
    .from(list.table)
    .where(and(list.where, from && beyond(list, userId, from.forward, from.rowId)))
    .orderBy(...orderOf(list, forward))
    .limit(list.size)
    .offset(from ? from.skip * list.size : offset)) as { id: Id }[];
  const ids = rows.map((r) => r.id);
  return forward ? ids : ids.reverse();
}

/**
 * The ids of one page of `list`, read through an index that matches its filter and order, and
 * how many pages there are as far as the window of page numbers reaches (the rows after this
 * page are counted up to four pages, never to the end). A cursor that no longer fits (its row
 * gone, nothing left beyond it, fewer rows before it than a page) gives page 1.
 */
export async function readKeysetPage<Id extends string>(
  tx: Queryable,
  userId: string,
  list: KeysetList,
  request: PageRequest,
): Promise<KeysetPage<Id>> {
  const skip = Math.max(0, Math.floor(request.skip ?? 0));
  const from: From | undefined =
    request.after && isUuidOrId(request.after)
      ? { forward: true, rowId: request.after, skip }
      : request.before && isUuidOrId(request.before)
        ? { forward: false, rowId: request.before, skip }
        : undefined;
  let page = Math.max(1, Math.floor(request.page) || 1);
  // A typed page number past the end of a list of known length shows its last page; one deeper
  // than typed numbers reach, the deepest they do.
  if (!from && list.total !== undefined) page = Math.min(page, Math.max(1, Math.ceil(list.total / list.size)));
  let typedPageCut: number | null = null;
  if (!from && page > deepestTypedPage(list.size)) page = typedPageCut = deepestTypedPage(list.size);
  let ids = await pageIds<Id>(tx, list, userId, from, (page - 1) * list.size);
  if (page > 1 && (ids.length === 0 || (from && !from.forward && ids.length < list.size))) {
    page = 1;
    typedPageCut = null;
    ids = await pageIds<Id>(tx, list, userId, undefined, 0);
  }
  if (!ids.length) return { ids, page: 1, pageCount: 1, firstId: null, lastId: null, typedPageCut: null };

  const lastId = ids.at(-1)!;
  if (list.total !== undefined)
    return {
      ids,
      page,
      pageCount: Math.max(page, Math.ceil(list.total / list.size)),
      firstId: ids[0],
      lastId,
      typedPageCut,
    };
  const [{ ahead }] = await tx.select({ ahead: count() }).from(
    tx
      .select({ one: sql`1`.as('one') })
      .from(list.table)
      .where(and(list.where, beyond(list, userId, true, lastId)))
      .orderBy(...orderOf(list, true))
      .limit(PAGES_AHEAD * list.size)
      .as('ahead'),
  );
  return { ids, page, pageCount: page + Math.ceil(ahead / list.size), firstId: ids[0], lastId, typedPageCut };
}

/** A cursor is a row id: a uuid, or a tracking URL's 12-character id. */
function isUuidOrId(value: string): boolean {
  return isUuid(value) || /^[a-z0-9]{12}$/.test(value);
}

/**
 * The query string of page `n`'s link, seen from the page `current` shows: page 1 plain, the
 * current page with the cursor it was read with, any other from the current page's first or
 * last row and the whole pages between.
 */
export function pageCursorParams(
  n: number,
  current: { page: number; firstId: string | null; lastId: string | null },
  read: PageRequest,
): Record<string, string> {
  if (n === 1) return {};
  const params: Record<string, string> = {};
  const cursor =
    n === current.page
      ? read
      : n > current.page
        ? { after: current.lastId ?? undefined }
        : { before: current.firstId ?? undefined };
  if (cursor.after) params.after = cursor.after;
  if (cursor.before) params.before = cursor.before;
  const skip = n === current.page ? (read.skip ?? 0) : Math.abs(n - current.page) - 1;
  if (skip > 0) params.skip = String(skip);
  return params;
}
