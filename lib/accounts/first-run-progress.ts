import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, profiles, templates } from '@/lib/db/schema';

export type FirstRunStep = 'returnAddress' | 'template' | 'campaign' | 'postcard';

/**
 * The first-run checklist (issue 25 point 8): which of the four first steps the account has
 * done — a return address saved, a template, a campaign, a postcard sent (an order placed that
 * was not cancelled or failed). Four indexed existence reads.
 */
export async function firstRunProgress(userId: string): Promise<Record<FirstRunStep, boolean>> {
  return withUserScope(userId, async (tx) => {
    const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
    const [profile] = await tx
      .select({
        done: sql<boolean>`coalesce(${profiles.return_address_name}, '') <> '' and coalesce(${profiles.return_address_line1}, '') <> ''
          and coalesce(${profiles.return_address_city}, '') <> '' and coalesce(${profiles.return_address_state}, '') <> ''
          and coalesce(${profiles.return_address_zip}, '') <> ''`,
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const [template, campaign, postcard] = await Promise.all([
      exists(tx.select({ id: templates.id }).from(templates).where(eq(templates.user_id, userId)).limit(1)),
      exists(tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.user_id, userId)).limit(1)),
      exists(
        tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.user_id, userId), notInArray(orders.status, ['cancelled', 'failed'])))
          .limit(1),
      ),
    ]);
    return { returnAddress: Boolean(profile?.done), template, campaign, postcard };
  });
}
