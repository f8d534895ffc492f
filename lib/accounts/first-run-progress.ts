import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { cache } from 'react';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, orders, profiles, templates } from '@/lib/db/schema';

export type FirstRunStep = 'returnAddress' | 'template' | 'campaign' | 'postcard';

/**
 * The first-run checklist (issue 25 point 8): which of the four first steps the account has
 * done — a return address saved, a template, a campaign, a postcard sent (an order placed that
 * was not cancelled or failed). One statement of three indexed existence checks, read once per
 * request: the layout's reminder and the Templates checklist share it, so the page is not held
 * behind a second copy of the same reads (without JavaScript the page must be complete before
 * the layout's shell is sent, or only its loading state shows).
 */
export const firstRunProgress = cache(async (userId: string): Promise<Record<FirstRunStep, boolean>> => {
  return withUserScope(userId, async (tx) => {
    const exists = (query: { getSQL(): ReturnType<typeof sql> }) => sql<boolean>`exists(${query})`;
    const [row] = await tx
      .select({
        returnAddress: sql<boolean>`coalesce(${profiles.return_address_name}, '') <> '' and coalesce(${profiles.return_address_line1}, '') <> ''
          and coalesce(${profiles.return_address_city}, '') <> '' and coalesce(${profiles.return_address_state}, '') <> ''
          and coalesce(${profiles.return_address_zip}, '') <> ''`,
        template: exists(tx.select({ id: templates.id }).from(templates).where(eq(templates.user_id, userId))),
        campaign: exists(tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.user_id, userId))),
        postcard: exists(
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.user_id, userId), notInArray(orders.status, ['cancelled', 'failed']))),
        ),
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return {
      returnAddress: Boolean(row?.returnAddress),
      template: Boolean(row?.template),
      campaign: Boolean(row?.campaign),
      postcard: Boolean(row?.postcard),
    };
  });
});
