import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { pricingPlans } from '@/lib/db/schema';

export type Plan = typeof pricingPlans.$inferSelect;

/** The active plan named Free: every new account starts on it. */
export async function findActiveFreePlan(db: Queryable = getDb()): Promise<Plan | undefined> {
  const [plan] = await db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.name, 'Free'), eq(pricingPlans.is_active, true)));
  return plan;
}

export async function listActivePlans(db: Queryable = getDb()): Promise<Plan[]> {
  return db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.is_active, true))
    .orderBy(asc(pricingPlans.monthly_price));
}
