import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { API_MESSAGES } from '@/lib/api/messages';
import { getDb } from '@/lib/db/client';
import { apiHooks } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/uuid';

/**
 * Zapier's performUnsubscribe (a Zap turned off or deleted). Its deliveries still waiting go
 * with it (foreign key cascade). Another user's hook is as unknown as a missing one (404).
 */
export async function unsubscribeHook(userId: string, hookId: string): Promise<void> {
  const deleted = isUuid(hookId)
    ? await getDb()
        .delete(apiHooks)
        .where(and(eq(apiHooks.id, hookId), eq(apiHooks.user_id, userId)))
        .returning({ id: apiHooks.id })
    : [];
  if (!deleted.length) throw new ApiError(404, 'not_found', API_MESSAGES.hookNotFound);
}
