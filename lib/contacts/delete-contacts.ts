import 'server-only';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contacts } from '@/lib/db/schema';
import { getList } from './get-list';
import { selectionWhere, type ContactSelection } from './selection-where';

/**
 * The contacts picked on a list's page removed in one statement (the kept count follows in the
 * same statement, by the statement-level trigger). "List not found" for another user's list.
 */
export async function deleteContacts(userId: string, listId: string, selection: ContactSelection): Promise<number> {
  const list = await withUserScope(userId, (tx) => getList(tx, userId, listId));
  const gone = await getDb()
    .delete(contacts)
    .where(selectionWhere(userId, list.id, selection))
    .returning({ id: contacts.id });
  return gone.length;
}
