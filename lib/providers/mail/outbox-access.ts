import 'server-only';
import { clientAddress, NoClientAddressError } from '@/lib/auth/client-ip';
import { getCurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';

/**
 * Who may read the sandbox outbox. It holds live password-reset links, and a visitor who forgot
 * their password is signed out, so it cannot require a session: it is open to a browser on this
 * machine (the developer, the end-to-end tests) and to the signed-in admin. On a server reachable
 * by others, set SMTP_URL (boot warns while it is unset).
 */
export async function mayReadSandboxOutbox(): Promise<boolean> {
  if (env().modes.mail !== 'sandbox') return false;
  if ((await getCurrentUser())?.isAdmin) return true;
  try {
    return isLoopbackAddress(await clientAddress());
  } catch (error) {
    if (error instanceof NoClientAddressError) return false;
    throw error;
  }
}

export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}
