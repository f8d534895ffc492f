'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { env } from '@/lib/env';
import { UserFacingError } from '@/lib/errors';
import { changeSandboxPlan } from '@/lib/providers/payments/sandbox-portal';

export const changeSandboxPlanAction = userAction(
  z.object({ priceId: z.string().min(1) }),
  { name: 'sandbox-change-plan', fallbackError: 'Failed to load subscription portal' },
  async ({ priceId }, user) => {
    if (env().modes.payments !== 'sandbox') throw new UserFacingError('Stripe not initialized');
    await changeSandboxPlan(user.id, priceId);
    return null;
  },
);
