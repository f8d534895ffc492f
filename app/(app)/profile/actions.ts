'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { openBillingPortal } from '@/lib/billing/open-billing-portal';
import { updateTopOff } from '@/lib/billing/update-top-off';
import { TopOffSchema } from '@/lib/validation/top-off';

export const updateTopOffAction = userAction(
  TopOffSchema,
  { name: 'update-top-off', fallbackError: 'Failed to update recharge configuration' },
  async ({ amount }, user) => updateTopOff(user.id, amount),
);

// The same portal as Manage Subscription; the Payment Methods card has its own spec message.
export const openPaymentPortalAction = userAction(
  z.undefined(),
  { name: 'open-payment-portal', fallbackError: 'Failed to load payment portal' },
  async (_input, user) => openBillingPortal(user.id),
);
