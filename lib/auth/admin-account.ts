import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { UserFacingError } from '@/lib/errors';
import { AUTH_MESSAGES } from './messages';
import { createAccount } from './sign-up';

export type AdminAccountOutcome =
  | { status: 'created'; email: string; password: string; generated: boolean }
  | { status: 'exists'; email: string }
  | { status: 'not_created'; email: string; reason: string };

/** 18 random bytes, base64url: 24 characters nobody guesses. */
const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * The admin account (ADMIN_EMAIL) is made by the app at its first start, never by a signup: the
 * signup refuses that email. The password is ADMIN_PASSWORD or a generated one, which the caller
 * prints once. An account that already exists is left as it is (ADMIN_PASSWORD then changes
 * nothing). Several processes starting at once: one creates it, the others find it taken.
 */
export async function ensureAdminAccount(): Promise<AdminAccountOutcome> {
  const config = env();
  const email = config.adminEmail;
  if (config.modes.auth === 'supabase' && !config.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      status: 'not_created',
      email,
      reason:
        'Supabase mode without SUPABASE_SERVICE_ROLE_KEY: the app cannot create users. Set the key and restart ' +
        '(signing up with this email is refused either way).',
    };
  }
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  try {
    await createAccount({ name: 'Admin', email, password, confirmPassword: password }, { confirmed: true });
  } catch (error) {
    if (error instanceof UserFacingError && error.message === AUTH_MESSAGES.emailTaken)
      return { status: 'exists', email };
    throw error;
  }
  return { status: 'created', email, password, generated };
}

/** What boot prints: the generated password appears here once, and never again. */
export function describeAdminAccount(outcome: AdminAccountOutcome): string {
  switch (outcome.status) {
    case 'created':
      return outcome.generated
        ? `Inkpost: created the admin account ${outcome.email} with the password ${outcome.password} ` +
            '(shown only now: sign in and change it under Profile → Security, or reset it with "Forgot password?")'
        : `Inkpost: created the admin account ${outcome.email} with the password in ADMIN_PASSWORD`;
    case 'exists':
      return `Inkpost: admin account ${outcome.email} (ADMIN_EMAIL)`;
    case 'not_created':
      return `Inkpost: admin account ${outcome.email} NOT created: ${outcome.reason}`;
  }
}
