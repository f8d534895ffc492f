import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { orderJson } from '@/lib/api/orders/order-json';
import type { HookEventPayload } from '@/lib/api/schemas/hooks';
import type { ApiOrder } from '@/lib/api/schemas/orders';
import type { Tx } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { orders, phoneNumbers, trackingUrlCounts, trackingUrls, type HookEvent } from '@/lib/db/schema';
import { madeUpSample } from './made-up-samples';

const SAMPLES = 3;

type TrackingUrlJson = Extract<HookEventPayload, { event: 'tracking.scan' }>['tracking_url'];
type PhoneNumberJson = Extract<HookEventPayload, { event: 'tracking.call' }>['phone_number'];
type ScanEvent = Extract<HookEventPayload, { event: 'tracking.scan' }>;

// Built by the same SQL functions the event triggers use (migration 0008), so a sample looks
// exactly like a delivery. Ids are stable per state, so Zapier's deduplication sees a changed
// order or a new scan as new.
async function orderSamples(tx: Tx, userId: string): Promise<HookEventPayload[]> {
  const rows: { order: ApiOrder }[] = await tx
    .select({ order: orderJson })
    .from(orders)
    .where(eq(orders.user_id, userId))
    .orderBy(desc(orders.updated_at))
    .limit(SAMPLES);
  return rows.map(({ order }) => ({
    id: `${order.id}:${order.status}`,
    event: 'order.status_changed' as const,
    occurred_at: order.updated_at,
    previous_status: null,
    order,
  }));
}

async function scanSamples(tx: Tx, userId: string): Promise<HookEventPayload[]> {
  const rows = await tx
    .select({
      url: sql<TrackingUrlJson>`api_tracking_url_json(${trackingUrls}, ${trackingUrlCounts.access_count}, ${trackingUrlCounts.last_accessed})`,
      campaign: sql<ScanEvent['campaign']>`api_campaign_ref(${trackingUrls.campaign_id})`,
      recipient: sql<ScanEvent['recipient']>`api_recipient_ref(${trackingUrls.recipient_id})`,
    })
    .from(trackingUrls)
    .innerJoin(trackingUrlCounts, eq(trackingUrlCounts.tracking_url_id, trackingUrls.id))
    .where(and(eq(trackingUrls.user_id, userId), gt(trackingUrlCounts.access_count, 0)))
    .orderBy(sql`${trackingUrlCounts.last_accessed} desc nulls last`)
    .limit(SAMPLES);
  return rows.map(({ url, campaign, recipient }) => ({
    id: `${url.id}:${url.access_count}`,
    event: 'tracking.scan' as const,
    occurred_at: url.last_accessed ?? url.created_at,
    scans: 1,
    tracking_url: url,
    campaign,
    recipient,
  }));
}

async function callSamples(tx: Tx, userId: string): Promise<HookEventPayload[]> {
  const rows = await tx
    .select({
      phone: sql<PhoneNumberJson>`api_phone_number_json(${phoneNumbers})`,
      // The campaign of the number's latest call, as the event itself says it.
      campaign: sql<
        ScanEvent['campaign']
      >`api_campaign_ref((select c.campaign_id from phone_calls c where c.phone_number_id = ${phoneNumbers.id} order by c.called_at desc limit 1))`,
    })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.user_id, userId), gt(phoneNumbers.call_count, 0)))
    .orderBy(sql`${phoneNumbers.last_call} desc nulls last`)
    .limit(SAMPLES);
  return rows.map(({ phone, campaign }) => ({
    id: `${phone.id}:${phone.call_count}`,
    event: 'tracking.call' as const,
    occurred_at: phone.last_call ?? phone.created_at,
    phone_number: phone,
    campaign,
    recipient: null,
  }));
}

const FROM_DATA = { 'order.status_changed': orderSamples, 'tracking.scan': scanSamples, 'tracking.call': callSamples };

/**
 * Zapier's performList for a REST hook trigger: up to three items shaped like the event, newest
 * first, from the caller's own data; a labelled made-up item when there is none yet.
 */
export async function hookSamples(userId: string, event: HookEvent): Promise<HookEventPayload[]> {
  const samples = await withUserScope(userId, (tx) => FROM_DATA[event](tx, userId));
  return samples.length ? samples : [madeUpSample(event)];
}
