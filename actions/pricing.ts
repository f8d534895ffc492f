'use server';

import { adminAction, adminFormAction } from '@/lib/actions/safe-action';
import { updateLookupPrice } from '@/lib/pricing/update-lookup-price';
import { updatePlan } from '@/lib/pricing/update-plan';
import { LookupPriceSchema, PLAN_FORM_FIELDS, PlanSchema, planFromForm } from '@/lib/validation/pricing';

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

// The forms' own versions: FormData in, every field's errors out (useActionState).
export const updatePlanFormAction = adminFormAction(
  PlanSchema,
  { name: 'update-plan', fallbackError: 'Failed to save changes', fromForm: planFromForm, echo: PLAN_FORM_FIELDS },
  async (input, admin) => ({ ...(await updatePlan(input, admin.email)), saved: input }),
);

export const updateLookupPriceFormAction = adminFormAction(
  LookupPriceSchema,
  { name: 'update-lookup-price', fallbackError: 'Failed to save lookup price', echo: ['cost'] },
  async ({ cost }, admin) => ({ ...(await updateLookupPrice(cost, admin.email)), cents: cost }),
);
