import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { readKeysetPage, type PageRequest } from '@/lib/db/keyset-page';
import { recipients, trackingUrlCounts, trackingUrls, type ValidatedAddress } from '@/lib/db/schema';

export const RESPONDERS_PAGE_SIZE = 25;

export type Responder = {
  /** The postcard link that was scanned. */
  linkId: string;
  orderId: string | null;
  recipientId: string | null;
  /** The recipient's name; a neighbor order's responder is "Neighbors of" its target. */
  name: string;
  address: string;
  firstResponse: Date;
  scans: number;
  calls: number;
};

/**
 * One page of a campaign's responders, newest first response first, read through the index on
 * (campaign_id, first_accessed, id) of the links' counters (tracking_url_counts) by cursor (lib/db/keyset-page.ts). `total` is the campaign's
 * responder count (from its figures). Calls are 0: a call is tied to the campaign, not to a
 * recipient (no recipient's phone number is held).
 */
export async function listResponders(
  tx: Tx,
  userId: string,
  campaign: { id: string; type: 'single' | 'neighbor' },
  total: number,
  request: PageRequest,
  size = RESPONDERS_PAGE_SIZE,
) {
  const found = await readKeysetPage<string>(
    tx,
    userId,
    {
      table: trackingUrlCounts,
      id: trackingUrlCounts.tracking_url_id,
      userColumn: trackingUrlCounts.user_id,
      sort: trackingUrlCounts.first_accessed,
      descending: true,
      where: and(
        eq(trackingUrlCounts.user_id, userId),
        eq(trackingUrlCounts.campaign_id, campaign.id),
        isNotNull(trackingUrlCounts.first_accessed),
      ),
      size,
      total,
    },
    request,
  );
  const rows = found.ids.length ? await respondersOf(tx, found.ids, campaign.type) : [];
  const byId = new Map(rows.map((r) => [r.linkId, r]));
  return { ...found, rows: found.ids.flatMap((id) => byId.get(id) ?? []) };
}

/** The responder rows of these postcard links of a campaign of `type`. */
export async function respondersOf(tx: Tx, linkIds: string[], type: 'single' | 'neighbor'): Promise<Responder[]> {
  const rows = await tx
    .select({
      linkId: trackingUrls.id,
      orderId: trackingUrls.order_id,
      recipientId: trackingUrls.recipient_id,
      recipientName: recipients.name,
      address: recipients.address,
      firstResponse: trackingUrlCounts.first_accessed,
      scans: trackingUrlCounts.access_count,
    })
    .from(trackingUrls)
    .innerJoin(trackingUrlCounts, eq(trackingUrlCounts.tracking_url_id, trackingUrls.id))
    .leftJoin(recipients, eq(recipients.id, trackingUrls.recipient_id))
    .where(inArray(trackingUrls.id, linkIds));
  return rows.map((r) => ({
    linkId: r.linkId,
    orderId: r.orderId,
    recipientId: r.recipientId,
    name: r.recipientName
      ? type === 'neighbor'
        ? `Neighbors of ${r.recipientName}`
        : r.recipientName
      : 'Recipient removed',
    address: (r.address as ValidatedAddress | null)?.formatted_address ?? '',
    firstResponse: r.firstResponse!,
    scans: r.scans,
    calls: 0,
  }));
}
