import 'server-only';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { nobodyReason } from '@/lib/campaigns/follow-up-recipients';
import type { FollowUpAudience } from '@/lib/campaigns/follow-up-messages';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { contactLists, orders, trackingUrlCounts, trackingUrls } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { audienceListName } from '@/lib/validation/contacts-messages';
import type { ContactList } from './get-list';

/**
 * A campaign's responders (their postcard's link was scanned) or non-responders (mailed, never
 * scanned) saved as a new list — the same people 'Send a follow-up' finds — copied on the server
 * at the addresses they were mailed at (already validated, with their unit), one contact per address. The list
 * and its contacts are written in one transaction; with nobody to save, nothing is, and the
 * reason is the follow-up's.
 */
export async function saveAudienceAsList(
  userId: string,
  campaignId: string,
  audience: FollowUpAudience,
  chosenName?: string,
): Promise<ContactList> {
  const campaign = await withUserScope(userId, async (tx) => (await loadSendContext(tx, userId, campaignId)).campaign);
  const responded =
    audience === 'responders' ? isNotNull(trackingUrlCounts.first_accessed) : isNull(trackingUrlCounts.first_accessed);
  // The name the dialog suggested, or the one the user typed over it (checked by ListNameSchema).
  const name = chosenName?.trim() || audienceListName(audience, campaign.name);
  const saved = await getDb().transaction(async (tx) => {
    const [list] = await tx
      .insert(contactLists)
      .values({ user_id: userId, name })
      .returning({ id: contactLists.id, name: contactLists.name, createdAt: contactLists.created_at });
    const mailed = tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(trackingUrls, eq(trackingUrls.order_id, orders.id))
      .innerJoin(trackingUrlCounts, eq(trackingUrlCounts.tracking_url_id, trackingUrls.id))
      .where(
        and(
          eq(orders.user_id, userId),
          eq(orders.campaign_id, campaign.id),
          inArray(orders.status, ['submitted', 'completed']),
          responded,
        ),
      );
    const people =
      campaign.type === 'neighbor'
        ? sql`r.is_neighbor and r.order_id in ${mailed}`
        : sql`not r.is_neighbor and r.id in (select ${orders.recipient_id} from ${orders} where ${orders.id} in ${mailed})`;
    const inserted = await tx.execute(sql`
      insert into contacts (list_id, user_id, name, address, address_2, address_key, custom_values, search_text)
      select ${list.id}, ${userId}, r.name, r.address, r.address_2,
        lower((r.address ->> 'street_number') || ' ' || (r.address ->> 'route') || ' ' || (r.address ->> 'postal_code') || coalesce(' ' || r.address_2, '')),
        r.custom_values, lower(r.name || ' ' || (r.address ->> 'formatted_address') || coalesce(' ' || r.address_2, ''))
      from recipients r
      where r.user_id = ${userId} and r.campaign_id = ${campaign.id} and ${people}
      order by r.created_at, r.id
      on conflict (list_id, address_key) do nothing
      returning id`);
    const count = (inserted as unknown as { rows: unknown[] }).rows.length;
    if (!count) throw new UserFacingError(await nobodyReason(tx, campaign, audience));
    return { ...list, contactCount: count };
  });
  return saved;
}
