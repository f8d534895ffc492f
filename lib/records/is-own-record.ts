import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, contactLists, orders } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';

const TABLES = { order: orders, campaign: campaigns, list: contactLists };

export type OwnRecordKind = keyof typeof TABLES;

/**
 * Whether the user has this order, campaign or contact list: a one-row look-up by key, for the
 * [id] layouts that must answer 404 before the page streams (decision 042). A malformed id,
 * another user's row and a missing one are all simply false.
 */
export async function isOwnRecord(kind: OwnRecordKind, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = TABLES[kind];
  const rows = await withUserScope(userId, (tx) =>
    tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.user_id, userId)))
      .limit(1),
  );
  return rows.length > 0;
}
