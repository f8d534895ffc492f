import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { getList } from './get-list';
import { selectionWhere, type ContactSelection } from './selection-where';

/**
 * The contacts picked on a list's page copied into another of the user's lists with `insert …
 * select` (no lookups: they are validated addresses already), their line 2 and custom values
 * with them. A contact whose address the other list has is left as it is there (the unique
 * address key decides, as an import does). Answers how many were copied and how many were there.
 */
export async function copyContacts(
  userId: string,
  listId: string,
  targetListId: string,
  selection: ContactSelection,
): Promise<{ copied: number; alreadyThere: number; target: string }> {
  const [from, to] = await withUserScope(userId, (tx) =>
    Promise.all([getList(tx, userId, listId), getList(tx, userId, targetListId)]),
  );
  if (from.id === to.id) throw new UserFacingError(CONTACT_MESSAGES.copyToSameList);
  const where = selectionWhere(userId, from.id, selection);
  const [{ picked }] = await getDb()
    .select({ picked: sql<number>`count(*)::int` })
    .from(contacts)
    .where(where);
  const copied = await getDb().execute(sql`
    insert into contacts (list_id, user_id, name, address, address_2, address_key, custom_values, search_text)
    select ${to.id}, ${userId}, name, address, address_2, address_key, custom_values, search_text
    from contacts where ${where}
    order by created_at, id
    on conflict (list_id, address_key) do nothing
    returning id`);
  const count = (copied as unknown as { rows: unknown[] }).rows.length;
  return { copied: count, alreadyThere: picked - count, target: to.name };
}
