import 'server-only';
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { contacts } from '@/lib/db/schema';
import { MIN_SEARCH_LENGTH } from '@/lib/validation/contacts-messages';
import { isUuid } from '@/lib/validation/uuid';

/**
 * Contacts picked on a list's page: some by id (at most a page's worth), or every one matching
 * the page's search (the whole list without one), as the page itself filters them — so "all
 * matching" is one statement through the same trigram index, never a list of ids from the browser.
 */
export type ContactSelection = { ids: string[] } | { all: true; search: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function selectionWhere(userId: string, listId: string, selection: ContactSelection): SQL {
  const base = and(eq(contacts.list_id, listId), eq(contacts.user_id, userId));
  if ('ids' in selection) return and(base, inArray(contacts.id, selection.ids.filter(isUuid)))!;
  const text = selection.search.trim().toLowerCase();
  // A search too short to run is no search, as on the page.
  return text.length >= MIN_SEARCH_LENGTH ? and(base, ilike(contacts.search_text, `%${escapeLike(text)}%`))! : base!;
}
