import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { withUserScope } from '@/lib/db/scoped';
import { contactLists } from '@/lib/db/schema';
import { LISTS_PAGE_SIZE } from '@/lib/validation/contacts-messages';
import type { ContactList } from './get-list';

export type ListPage = {
  rows: ContactList[];
  page: number;
  pageCount: number;
  firstId: string | null;
  lastId: string | null;
  typedPageCut: number | null;
};

/** One page of the user's lists, newest first, each with its kept contact count (contact_lists_user_created_idx). */
export async function listLists(
  userId: string,
  { size = LISTS_PAGE_SIZE, ...request }: { size?: number } & Partial<PageRequest> = {},
): Promise<ListPage> {
  return withUserScope(userId, async (tx) => {
    const found = await readKeysetPage<string>(
      tx,
      userId,
      {
        table: contactLists,
        id: contactLists.id,
        userColumn: contactLists.user_id,
        sort: contactLists.created_at,
        descending: true,
        where: eq(contactLists.user_id, userId),
        size,
      },
      { ...request, page: request.page ?? 1 },
    );
    const rows = found.ids.length
      ? await tx
          .select({
            id: contactLists.id,
            name: contactLists.name,
            contactCount: contactLists.contact_count,
            createdAt: contactLists.created_at,
          })
          .from(contactLists)
          .where(and(eq(contactLists.user_id, userId), inArray(contactLists.id, found.ids)))
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { ...found, rows: found.ids.flatMap((id) => byId.get(id) ?? []) };
  });
}

/** Every list of the user by name, for the pickers of a send (at most `limit`). */
export async function listPickerLists(userId: string, limit = 200): Promise<ContactList[]> {
  return withUserScope(userId, (tx) =>
    tx
      .select({
        id: contactLists.id,
        name: contactLists.name,
        contactCount: contactLists.contact_count,
        createdAt: contactLists.created_at,
      })
      .from(contactLists)
      .where(eq(contactLists.user_id, userId))
      .orderBy(contactLists.name, contactLists.id)
      .limit(limit),
  );
}
