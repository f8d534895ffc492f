import 'server-only';
import { getDb } from '@/lib/db/client';
import { contactLists } from '@/lib/db/schema';
import type { ContactList } from './get-list';

/** A new, empty list of the user's (the name is checked by the caller's schema). */
export async function createList(userId: string, name: string): Promise<ContactList> {
  const [list] = await getDb().insert(contactLists).values({ user_id: userId, name: name.trim() }).returning({
    id: contactLists.id,
    name: contactLists.name,
    contactCount: contactLists.contact_count,
    createdAt: contactLists.created_at,
  });
  return list;
}
