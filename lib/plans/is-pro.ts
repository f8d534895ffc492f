import 'server-only';
import { eq } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { pricingPlans, profiles } from '@/lib/db/schema';

/** Spec section 6: Pro is the Pro plan's product with an active subscription. */
export async function isProUser(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ productId: profiles.subscription_product_id, status: profiles.subscription_status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [pro] = await db
    .select({ productId: pricingPlans.stripe_product_id })
    .from(pricingPlans)
    .where(eq(pricingPlans.name, 'Pro'));
  return !!pro?.productId && row?.productId === pro.productId && row?.status === 'active';
}
