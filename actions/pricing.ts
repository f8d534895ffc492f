'use server';

import { adminAction } from '@/lib/actions/safe-action';
import { updateLookupPrice } from '@/lib/pricing/update-lookup-price';
import { updatePlan } from '@/lib/pricing/update-plan';
import { LookupPriceSchema, PlanSchema } from '@/lib/validation/pricing';

export const updatePlanAction = adminAction(
  PlanSchema,
  { name: 'update-plan', fallbackError: 'Failed to save changes' },
  async (input, admin) => updatePlan(input, admin.email),
);

export const updateLookupPriceAction = adminAction(
  LookupPriceSchema,
  { name: 'update-lookup-price', fallbackError: 'Failed to save lookup price' },
  async ({ cost }, admin) => ({ ...(await updateLookupPrice(cost, admin.email)), cents: cost }),
);
