'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { env } from '@/lib/env';
import { UserFacingError } from '@/lib/errors';
import { payCheckout } from '@/lib/providers/payments/sandbox-checkout';
import { changeSandboxPlan } from '@/lib/providers/payments/sandbox-portal';

function requireSandbox() {
  if (env().modes.payments !== 'sandbox') throw new UserFacingError('Stripe not initialized');
}

export const payCheckoutAction = userAction(
  z.object({ sessionId: z.string().min(1), cardNumber: z.string().trim().min(1, 'Enter a card number') }),
  { name: 'sandbox-pay-checkout', fallbackError: 'Failed to load payment portal' },
  async ({ sessionId, cardNumber }, user) => {
    requireSandbox();
    return { returnPath: await payCheckout(user.id, sessionId, cardNumber) };
  },
);

export const changeSandboxPlanAction = userAction(
  z.object({ priceId: z.string().min(1) }),
  { name: 'sandbox-change-plan', fallbackError: 'Failed to load subscription portal' },
  async ({ priceId }, user) => {
    requireSandbox();
    await changeSandboxPlan(user.id, priceId);
    return null;
  },
);
