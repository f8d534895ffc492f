import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError, validationError } from '@/lib/api/errors';
import { API_MESSAGES } from '@/lib/api/messages';
import type { CreatedHookSchema, SubscribeHookSchema } from '@/lib/api/schemas/hooks';
import { getDb } from '@/lib/db/client';
import { apiHooks } from '@/lib/db/schema';
import { HOOK_URL_MESSAGES, hookTargetUrlProblem, hostOf } from './hook-target-url';
import { RefusedTargetError, resolvePublicAddresses } from './post-to-public-host';
import { isSandboxHookInbox } from './sandbox-hook-inbox';
import { newHookSecret } from './sign-hook';

/** Each Zap holds one hook; this is far above any real account and bounds a runaway client. */
export const MAX_HOOKS_PER_USER = 50;

/** https on a public host; a public-looking name that resolves inside is refused too (deliveries check again). */
async function checkPublicTarget(url: string): Promise<void> {
  const problem = hookTargetUrlProblem(url);
  if (problem) throw validationError({ target_url: problem });
  try {
    await resolvePublicAddresses(hostOf(new URL(url)));
  } catch (error) {
    if (!(error instanceof RefusedTargetError)) throw error;
    const unresolved = error.message.endsWith('does not resolve');
    throw validationError({ target_url: unresolved ? HOOK_URL_MESSAGES.unresolvable : HOOK_URL_MESSAGES.privateHost });
  }
}

/**
 * Zapier's performSubscribe: store where to send `event`. The secret is made here and returned
 * once; only the server can read it afterwards (the user's role may not select that column).
 */
export async function subscribeHook(
  userId: string,
  input: z.output<typeof SubscribeHookSchema>,
): Promise<z.output<typeof CreatedHookSchema>> {
  // The sandbox inbox is written in the database, never connected to (sandbox-hook-inbox.ts).
  if (!isSandboxHookInbox(input.target_url)) await checkPublicTarget(input.target_url);
  const secret = newHookSecret();
  return getDb().transaction(async (tx) => {
    const [{ hooks }] = await tx.select({ hooks: count() }).from(apiHooks).where(eq(apiHooks.user_id, userId));
    if (hooks >= MAX_HOOKS_PER_USER)
      throw new ApiError(409, 'too_many_hooks', API_MESSAGES.tooManyHooks(MAX_HOOKS_PER_USER));
    const [hook] = await tx
      .insert(apiHooks)
      .values({ user_id: userId, event: input.event, target_url: input.target_url, secret })
      .returning({
        id: apiHooks.id,
        event: apiHooks.event,
        target_url: apiHooks.target_url,
        created_at: apiHooks.created_at,
      });
    return { ...hook, created_at: hook.created_at.toISOString(), secret };
  });
}
