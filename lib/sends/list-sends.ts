import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { sends } from '@/lib/db/schema';
import { selectSends, withCounts, type SendRow } from './send-row';

/**
 * One page of the user's sends, newest first, after the cursor send (its created_at and id,
 * compared in SQL so timestamps keep their microseconds), read through sends_user_created_idx;
 * one row more tells whether there is a next page. A cursor that is not one of the user's sends
 * answers an empty page.
 */
export async function listSends(
  db: Queryable,
  userId: string,
  page: { after?: string; size: number },
): Promise<{ sends: SendRow[]; nextCursor: string | null }> {
  const beyond = page.after
    ? sql`(${sends.created_at}, ${sends.id}) < (select s.created_at, s.id from ${sends} s where s.id = ${page.after} and s.user_id = ${userId})`
    : undefined;
  const rows = await selectSends(db)
    .where(and(eq(sends.user_id, userId), beyond))
    .orderBy(desc(sends.created_at), desc(sends.id))
    .limit(page.size + 1);
  const shown = rows.slice(0, page.size);
  return {
    sends: await withCounts(db, shown),
    nextCursor: rows.length > page.size ? shown[shown.length - 1].send.id : null,
  };
}
