'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { changePassword } from '@/lib/auth/change-password';
import { PASSWORD_MESSAGES } from '@/lib/auth/messages';
import { signOut } from '@/lib/auth/sign-out';
import { openBillingPortal } from '@/lib/billing/open-billing-portal';
import { startTopUp } from '@/lib/billing/start-top-up';
import { AddFundsSchema } from '@/lib/validation/add-funds';
import { ChangePasswordSchema } from '@/lib/validation/auth';

export async function signOutAction(scope: 'global' | 'local' | 'others' = 'global') {
  const parsed = z.enum(['global', 'local', 'others']).parse(scope);
  await signOut(parsed);
  if (parsed !== 'others') redirect('/login');
  return { ok: true as const };
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
