import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { HookListSchema } from '@/lib/api/schemas/hooks';
import { withUserScope } from '@/lib/db/scoped';
import { apiHooks } from '@/lib/db/schema';

/** The caller's hooks, newest first, without their secrets. */
export async function listHooks(userId: string): Promise<z.output<typeof HookListSchema>> {
  const hooks = await withUserScope(userId, (tx) =>
    tx
      .select({
        id: apiHooks.id,
        event: apiHooks.event,
        target_url: apiHooks.target_url,
        created_at: apiHooks.created_at,
      })
      .from(apiHooks)
      .where(eq(apiHooks.user_id, userId))
      .orderBy(desc(apiHooks.created_at)),
  );
  return { data: hooks.map((hook) => ({ ...hook, created_at: hook.created_at.toISOString() })) };
}
