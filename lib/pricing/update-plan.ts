import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { planPricing, pricingChanges, pricingPlans, POSTCARD_SIZES } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { centsToNumeric } from '@/lib/money/cents';
import type { PlanInput } from '@/lib/validation/pricing';

type Plan = typeof pricingPlans.$inferSelect;
type Change = typeof pricingChanges.$inferInsert;

export const UPDATE_PLAN_MESSAGES = {
  notFound: 'Plan not found',
  nameTaken: (name: string) => `Another plan is already named "${name}". Choose a different name.`,
  // The code finds these plans by name (signup: the active plan named Free; Pro features: the
  // plan named Pro), so renaming them would silently break signup or every Pro account.
  keepsName: (name: string) =>
    name === 'Free'
      ? 'The Free plan keeps its name: new accounts join the active plan named Free.'
      : 'The Pro plan keeps its name: Pro features follow the plan named Pro.',
  freeStaysActive: 'The Free plan stays active: new accounts join it.',
  freeNeedsPriceId: 'The Free plan needs its external price ID: new accounts subscribe with it.',
} as const;

const NAMED_BY_CODE = ['Free', 'Pro'];

/** What the editing form shows for a plan: which changes the server will refuse, said up front. */
export const planLocks = (name: string) => ({
  nameLocked: NAMED_BY_CODE.includes(name),
  mustStayActive: name === 'Free',
});

/**
 * Saves a plan's fields and its three per-size costs in one transaction, with one
 * pricing_changes row per field that changed (who, old value, new value). Unchanged fields
 * write nothing. New costs apply to the next price computed anywhere: prices are read from
 * these rows every time, nothing caches them. Returns how many fields changed.
 */
export async function updatePlan(input: PlanInput, changedBy: string): Promise<{ changedFields: number }> {
  try {
    return await getDb().transaction(async (tx) => {
      const [plan] = await tx.select().from(pricingPlans).where(eq(pricingPlans.id, input.planId)).for('update');
      if (!plan) throw new UserFacingError(UPDATE_PLAN_MESSAGES.notFound);
      refuseBreakingChanges(plan, input);
      if (input.name !== plan.name) await refuseTakenName(tx, plan.id, input.name);

      const planChanges = await savePlanFields(tx, plan, input);
      const costChanges = await saveCosts(tx, plan.id, input.costs);
      const changes = [...planChanges, ...costChanges].map((c) => ({ ...c, changed_by: changedBy }));
      if (changes.length) await tx.insert(pricingChanges).values(changes);
      return { changedFields: changes.length };
    });
  } catch (error) {
    // Two saves racing to the same name: the unique index decides, the admin gets the same message.
    if (isUniqueViolation(error)) throw new UserFacingError(UPDATE_PLAN_MESSAGES.nameTaken(input.name));
    throw error;
  }
}

function refuseBreakingChanges(plan: Plan, input: PlanInput): void {
  const locks = planLocks(plan.name);
  if (locks.nameLocked && input.name !== plan.name)
    throw new UserFacingError(UPDATE_PLAN_MESSAGES.keepsName(plan.name));
  if (locks.mustStayActive && !input.isActive) throw new UserFacingError(UPDATE_PLAN_MESSAGES.freeStaysActive);
  if (locks.mustStayActive && !input.stripePriceId) throw new UserFacingError(UPDATE_PLAN_MESSAGES.freeNeedsPriceId);
}

/** Names are unique regardless of case, so 'free' and 'Free' never both appear in a menu. */
async function refuseTakenName(tx: Tx, planId: string, name: string): Promise<void> {
  const [other] = await tx
    .select({ id: pricingPlans.id })
    .from(pricingPlans)
    .where(and(ne(pricingPlans.id, planId), sql`lower(${pricingPlans.name}) = lower(${name})`));
  if (other) throw new UserFacingError(UPDATE_PLAN_MESSAGES.nameTaken(name));
}

const PLAN_FIELDS = [
  ['name', 'name'],
  ['description', 'description'],
  ['stripe_product_id', 'stripeProductId'],
  ['stripe_price_id', 'stripePriceId'],
  ['is_active', 'isActive'],
] as const;

const asText = (value: string | boolean | null): string | null => (value === null ? null : String(value));

async function savePlanFields(tx: Tx, plan: Plan, input: PlanInput): Promise<Omit<Change, 'changed_by'>[]> {
  const changed = PLAN_FIELDS.filter(([column, key]) => plan[column] !== input[key]);
  if (!changed.length) return [];
  await tx
    .update(pricingPlans)
    .set(Object.fromEntries(changed.map(([column, key]) => [column, input[key]])))
    .where(eq(pricingPlans.id, plan.id));
  return changed.map(([column, key]) => ({
    subject: 'plan',
    plan_id: plan.id,
    field: column,
    old_value: asText(plan[column]),
    new_value: asText(input[key]),
  }));
}

async function saveCosts(tx: Tx, planId: string, costs: PlanInput['costs']): Promise<Omit<Change, 'changed_by'>[]> {
  const current = await tx
    .select({ size: planPricing.size, cost: planPricing.cost })
    .from(planPricing)
    .where(eq(planPricing.plan_id, planId));
  const changes: Omit<Change, 'changed_by'>[] = [];
  for (const size of POSTCARD_SIZES) {
    const old = current.find((row) => row.size === size)?.cost;
    if (old === costs[size]) continue;
    // An upsert: a plan missing a size gets the row, instead of the save silently doing nothing.
    await tx
      .insert(planPricing)
      .values({ plan_id: planId, size, cost: costs[size] })
      .onConflictDoUpdate({ target: [planPricing.plan_id, planPricing.size], set: { cost: costs[size] } });
    changes.push({
      subject: 'plan_cost',
      plan_id: planId,
      field: size,
      old_value: old === undefined ? null : centsToNumeric(old),
      new_value: centsToNumeric(costs[size]),
    });
  }
  return changes;
}
