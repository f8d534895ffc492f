'use server';

import type { z } from 'zod';
import { userAction, type ActionResult } from '@/lib/actions/safe-action';
import { requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { UserFacingError } from '@/lib/errors';
import { updateLookupPrice } from '@/lib/pricing/update-lookup-price';
import { updatePlan } from '@/lib/pricing/update-plan';
import { LookupPriceSchema, PlanSchema } from '@/lib/validation/pricing';

const NOT_AUTHORIZED = 'Not authorized';

/**
 * A pricing action: signed in (else /login), then the admin only. The admin check comes before
 * the input is even parsed, so a non-admin learns nothing and changes nothing.
 */
function adminAction<S extends z.ZodType, T>(
  schema: S,
  options: { name: string; fallbackError: string },
  handler: (input: z.infer<S>, admin: CurrentUser) => Promise<T>,
) {
  // Checked again on the user the action itself reads, so the two can never disagree.
  const action = userAction(schema, options, async (input, user) => {
    if (!user.isAdmin) throw new UserFacingError(NOT_AUTHORIZED);
    return handler(input, user);
  });
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const user = await requireUser();
    if (!user.isAdmin) return { ok: false, error: NOT_AUTHORIZED };
    return action(input);
  };
}

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
