import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiHooks, hookDeliveries, type HookEvent } from '@/lib/db/schema';
import { env, type Env } from '@/lib/env';
import { sandboxClockAvailable as everyProviderIsSandbox } from '@/lib/time/sandbox-clock-access';

/**
 * The sandbox hook inbox: while every outside provider is a sandbox, a hook whose target is
 * `<APP_URL>/api/sandbox/hooks/<name>` is delivered into the database instead of over the
 * network (its delivery row, signed payload and all, is the record), and the hook's owner reads
 * it back with their API key. It stands in for Zapier's hooks.zapier.com as the sandbox outbox
 * stands in for SMTP: a REST hook can be subscribed, fired and read on a machine with no public
 * address (a Zap tested against `npm start`, the e2e tests). No socket is opened for it, so the
 * rule that hooks reach only public hosts (decision 027) is untouched; with any provider real the
 * inbox does not exist and such a URL is checked like any other target.
 */
export const SANDBOX_HOOK_INBOX_PATH = '/api/sandbox/hooks/';
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** An inbox name: 1 to 64 letters, digits, `-` or `_`. */
export const isSandboxHookInboxName = (name: string) => NAME.test(name);

/** The inbox URL of `name` on this server. */
export const sandboxHookInboxUrl = (name: string, e: Env = env()) =>
  new URL(`${SANDBOX_HOOK_INBOX_PATH}${name}`, e.APP_URL).toString();

export const sandboxHookInboxAvailable = (e: Env = env()) => everyProviderIsSandbox(e.modes);

/** Whether `url` is a sandbox inbox of this server that is open now: exactly `<APP_URL>/api/sandbox/hooks/<name>`. */
export function isSandboxHookInbox(url: string, e: Env = env()): boolean {
  if (!sandboxHookInboxAvailable(e)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.origin !== new URL(e.APP_URL).origin || parsed.username || parsed.password) return false;
  if (parsed.search || parsed.hash || !parsed.pathname.startsWith(SANDBOX_HOOK_INBOX_PATH)) return false;
  return isSandboxHookInboxName(parsed.pathname.slice(SANDBOX_HOOK_INBOX_PATH.length));
}

export type SandboxInboxItem = {
  delivery_id: number;
  hook_id: string;
  event: HookEvent;
  delivered_at: string;
  payload: Record<string, unknown>;
};

/** What this user's hooks delivered into the inbox `name`, newest first (at most 50). */
export async function readSandboxHookInbox(userId: string, name: string): Promise<SandboxInboxItem[]> {
  const rows = await getDb()
    .select({
      delivery_id: hookDeliveries.id,
      hook_id: hookDeliveries.hook_id,
      event: hookDeliveries.event,
      delivered_at: hookDeliveries.delivered_at,
      payload: hookDeliveries.payload,
    })
    .from(hookDeliveries)
    .innerJoin(apiHooks, eq(apiHooks.id, hookDeliveries.hook_id))
    .where(
      and(
        eq(apiHooks.user_id, userId),
        eq(hookDeliveries.user_id, userId),
        eq(apiHooks.target_url, sandboxHookInboxUrl(name)),
        eq(hookDeliveries.status, 'delivered'),
      ),
    )
    .orderBy(desc(hookDeliveries.id))
    .limit(50);
  return rows.map((row) => ({ ...row, delivered_at: (row.delivered_at ?? new Date()).toISOString() }));
}
