import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { sends } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';
import { selectSends, withCounts, type SendRow } from './send-row';

/** One of the user's sends with its counts; null for a missing one or anyone else's. */
export async function getSend(db: Queryable, userId: string, sendId: string): Promise<SendRow | null> {
  if (!isUuid(sendId)) return null;
  const rows = await selectSends(db).where(and(eq(sends.id, sendId), eq(sends.user_id, userId)));
  const [send] = await withCounts(db, rows);
  return send ?? null;
}
