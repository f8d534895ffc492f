import 'server-only';
import { getCurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';

/**
 * Who may read the sandbox outbox: the signed-in admin, from any address, and nobody else. It
 * holds every user's live password-reset links, so where a request comes from never counts:
 * Next.js fetches a server action's redirect target from itself over loopback, on behalf of
 * whoever sent the action (docs/decisions/040). Someone who forgot their password asks the admin,
 * or the server sends real mail (SMTP_URL).
 */
export async function mayReadSandboxOutbox(): Promise<boolean> {
  if (env().modes.mail !== 'sandbox') return false;
  return (await getCurrentUser())?.isAdmin === true;
}
