import 'server-only';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { orders, recipients, trackingUrlCounts, trackingUrls, type ValidatedAddress } from '@/lib/db/schema';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { BULK_FIELD_LABELS, BULK_FIELDS, MAX_BULK_ROWS, mappableCustomValues } from '@/lib/bulk/parse-recipients-csv';
import { FOLLOW_UP_MESSAGES, type FollowUpAudience, type FollowUpList } from './follow-up-messages';

const street = (a: ValidatedAddress) => `${a.street_number} ${a.route}`;

/**
 * Why a follow-up list came out empty: no response URL (no QR code, so no response is ever
 * recorded), nothing mailed yet, or — for non-responders — everybody mailed responded.
 */
export async function nobodyReason(
  tx: Tx,
  campaign: { id: string; response_url: string | null },
  audience: FollowUpAudience,
): Promise<string> {
  if (!campaign.response_url) return FOLLOW_UP_MESSAGES.nobody.noResponseUrl;
  const [mailed] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.campaign_id, campaign.id), inArray(orders.status, ['submitted', 'completed'])))
    .limit(1);
  if (!mailed) return FOLLOW_UP_MESSAGES.nobody.nothingMailed;
  return audience === 'responders'
    ? FOLLOW_UP_MESSAGES.nobody.noResponders
    : FOLLOW_UP_MESSAGES.nobody.everybodyResponded;
}

/**
 * The recipients of a campaign who responded (their postcard's link was scanned) or who did not
 * (mailed, never scanned), as the rows of a Bulk Send file: the follow-up then goes through the
 * same checks, pricing and pipeline as any bulk send. A neighbor order's cards share one link, so
 * its neighbors are all responders or all not. At most MAX_BULK_ROWS, oldest first.
 */
export async function followUpRecipients(
  userId: string,
  campaignId: string,
  audience: FollowUpAudience,
): Promise<FollowUpList> {
  return withUserScope(userId, async (tx) => {
    const { campaign, template } = await loadSendContext(tx, userId, campaignId);
    const responded =
      audience === 'responders'
        ? isNotNull(trackingUrlCounts.first_accessed)
        : isNull(trackingUrlCounts.first_accessed);
    // The orders that were mailed (or are being mailed) with a postcard link, by response.
    const mailed = tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(trackingUrls, eq(trackingUrls.order_id, orders.id))
      .innerJoin(trackingUrlCounts, eq(trackingUrlCounts.tracking_url_id, trackingUrls.id))
      .where(and(eq(orders.campaign_id, campaign.id), inArray(orders.status, ['submitted', 'completed']), responded));
    const people =
      campaign.type === 'neighbor'
        ? sql`${recipients.is_neighbor} and ${recipients.order_id} in ${mailed}`
        : sql`not ${recipients.is_neighbor} and ${recipients.id} in (select ${orders.recipient_id} from ${orders} where ${orders.id} in ${mailed})`;
    const rows = await tx
      .select({
        name: recipients.name,
        address: recipients.address,
        address2: recipients.address_2,
        values: recipients.custom_values,
      })
      .from(recipients)
      .where(and(eq(recipients.campaign_id, campaign.id), people))
      .orderBy(recipients.created_at, recipients.id)
      .limit(MAX_BULK_ROWS + 1);
    const extra = mappableCustomValues(template.custom_values);
    const kept = rows.slice(0, MAX_BULK_ROWS);
    const [{ total }] =
      rows.length > MAX_BULK_ROWS
        ? await tx
            .select({ total: sql<number>`count(*)::int` })
            .from(recipients)
            .where(and(eq(recipients.campaign_id, campaign.id), people))
        : [{ total: rows.length }];
    return {
      nobody: kept.length ? null : await nobodyReason(tx, campaign, audience),
      name: `${audience === 'responders' ? 'Responders' : 'Non-responders'} of ${campaign.name}`,
      headers: [...BULK_FIELDS.map((f) => BULK_FIELD_LABELS[f]), ...extra.map((v) => v.name)],
      rows: kept.map((r) => [
        r.name,
        street(r.address),
        // The follow-up card goes to the same unit (issue 35).
        r.address2 ?? '',
        r.address.locality,
        r.address.administrative_area_level_1,
        r.address.postal_code,
        ...extra.map((v) => r.values[v.id] ?? ''),
      ]),
      leftOut: total - kept.length,
    };
  });
}
