'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { changePassword } from '@/lib/auth/change-password';
import { PASSWORD_MESSAGES } from '@/lib/auth/messages';
import { signOut } from '@/lib/auth/sign-out';
import { openBillingPortal } from '@/lib/billing/open-billing-portal';
import { describeFundsAdded } from '@/lib/billing/describe-funds-added';
import { FUNDS_PENDING_MESSAGE } from '@/lib/billing/funds-added-messages';
import { startTopUp } from '@/lib/billing/start-top-up';
import { AddFundsSchema } from '@/lib/validation/add-funds';
import { ChangePasswordSchema } from '@/lib/validation/auth';
import { logError, UserFacingError } from '@/lib/errors';

const SIGN_OUT_MESSAGES = { invalidScope: "Sign-out scope must be 'global', 'local' or 'others'" } as const;

// Called from a client with any value at all: a bad scope is a clear refusal, not a thrown 500.
export async function signOutAction(scope: unknown = 'global'): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = z.enum(['global', 'local', 'others']).safeParse(scope);
  if (!parsed.success) return { ok: false, error: SIGN_OUT_MESSAGES.invalidScope };
  await signOut(parsed.data);
  if (parsed.data !== 'others') redirect('/login');
  return { ok: true };
}

// Both doors of the billing portal as a form (Manage Subscription, Manage Payment Methods, the
// plan dialog's Choose Pro): the server sends the browser on to the portal, with or without
// JavaScript. Each door keeps its own failure message (spec section 8).
const PORTAL_FAILURES = {
  subscription: 'Failed to open customer portal',
  paymentMethods: 'Failed to load payment portal',
} as const;
const PortalSchema = z.object({ purpose: z.enum(['subscription', 'paymentMethods']) });

export const openPortalFormAction = userFormAction(
  PortalSchema,
  { name: 'open-billing-portal', fallbackError: PORTAL_FAILURES.subscription },
  async ({ purpose }, user) => {
    let url: string;
    try {
      url = (await openBillingPortal(user.id)).url;
    } catch (error) {
      if (error instanceof UserFacingError) throw error;
      logError(`action open-billing-portal (${purpose})`, error);
      throw new UserFacingError(PORTAL_FAILURES[purpose]);
    }
    redirect(url);
  },
);

export const signOutOthersFormAction = userFormAction(
  z.object({}),
  { name: 'sign-out-others', fallbackError: 'Failed to sign out other sessions' },
  async () => {
    await signOut('others');
    return null;
  },
);

/** The Sign Out buttons' form (sidebar, ☰ menu): works before hydration too. */
export async function signOutFormAction(): Promise<void> {
  await signOut('global');
  redirect('/login');
}

export const openBillingPortalAction = userAction(
  z.undefined(),
  { name: 'open-billing-portal', fallbackError: 'Failed to open customer portal' },
  async (_input, user) => openBillingPortal(user.id),
);

export const startTopUpAction = userAction(
  AddFundsSchema,
  { name: 'start-top-up', fallbackError: 'Failed to load payment portal' },
  async ({ amount, returnPath }, user) => ({ url: (await startTopUp(user.id, amount, returnPath)).url }),
);

// Add funds as a form: the server sends the browser on to the payment page.
export const startTopUpFormAction = userFormAction(
  AddFundsSchema,
  { name: 'start-top-up', fallbackError: 'Failed to load payment portal', echo: ['amount'] },
  async ({ amount, returnPath }, user) => {
    const { url } = await startTopUp(user.id, amount, returnPath);
    redirect(url);
  },
);

// The toast on coming back from checkout (?funds=added[&send=<id>]): the amount as the ledger
// has it, and what it paid for.
export const describeFundsAddedAction = userAction(
  z.object({ sendId: z.string().max(64).optional() }).optional(),
  { name: 'describe-funds-added', fallbackError: FUNDS_PENDING_MESSAGE },
  async (input, user) => describeFundsAdded(user.id, input?.sendId),
);

export const changePasswordAction = userAction(
  ChangePasswordSchema,
  { name: 'change-password', fallbackError: PASSWORD_MESSAGES.failed },
  async (input, user) => changePassword(user, input),
);

export const changePasswordFormAction = userFormAction(
  ChangePasswordSchema,
  { name: 'change-password', fallbackError: PASSWORD_MESSAGES.failed },
  async (input, user) => changePassword(user, input),
);
