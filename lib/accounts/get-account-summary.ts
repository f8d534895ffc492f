import 'server-only';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { withUserScope } from '@/lib/db/scoped';
import { pricingPlans, profiles } from '@/lib/db/schema';
import { getBalanceCents } from './get-balance';

export type AccountSummary = {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  balanceCents: number;
  planName: string | null;
  subscriptionStatus: string | null;
  isPro: boolean;
  /** 'Upgrade to Pro' shows only when the plan is absent or Free. */
  showUpgrade: boolean;
};

/** What every signed-in page shows around its content: name, balance and plan. */
export async function getAccountSummary(user: CurrentUser): Promise<AccountSummary> {
  return withUserScope(user.id, async (tx) => {
    const [profile] = await tx
      .select({
        name: profiles.name,
        subscriptionStatus: profiles.subscription_status,
        productId: profiles.subscription_product_id,
        planName: pricingPlans.name,
      })
      .from(profiles)
      .leftJoin(pricingPlans, eq(pricingPlans.id, profiles.current_plan_id))
      .where(eq(profiles.id, user.id));
    const [pro] = await tx
      .select({ productId: pricingPlans.stripe_product_id })
      .from(pricingPlans)
      .where(eq(pricingPlans.name, 'Pro'));
    const planName = profile?.planName ?? null;
    return {
      userId: user.id,
      email: user.email,
      name: profile?.name ?? user.email,
      isAdmin: user.isAdmin,
      balanceCents: await getBalanceCents(tx, user.id),
      planName,
      subscriptionStatus: profile?.subscriptionStatus ?? null,
      // Spec section 6: Pro is the Pro product with an active subscription.
      isPro: !!pro?.productId && profile?.productId === pro.productId && profile?.subscriptionStatus === 'active',
      showUpgrade: planName === null || planName === 'Free',
    };
  });
}
