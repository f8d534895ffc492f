import { z } from 'zod';
import { HOOK_EVENTS } from '@/lib/db/schema';
import { OrderSchema, OrderStatusSchema } from './orders';

export const HookEventSchema = z
  .enum(HOOK_EVENTS)
  .describe(
    'order.status_changed: an order moved to another status. tracking.scan: scans of a tracking URL were counted. ' +
      'tracking.call: a call to a tracking phone number was counted.',
  );

export const SubscribeHookSchema = z.object({
  event: HookEventSchema,
  target_url: z
    .string()
    .trim()
    .max(2000)
    .describe('Where to POST each event: https, on a public host (Zapier sends its bundle.targetUrl)'),
});

export const HookSchema = z.object({
  id: z.uuid(),
  event: HookEventSchema,
  target_url: z.string(),
  created_at: z.iso.datetime(),
});

export const CreatedHookSchema = HookSchema.extend({
  secret: z.string().describe('Signs every delivery (X-Inkpost-Signature). Shown only now: keep it.'),
});

export const HookListSchema = z.object({ data: z.array(HookSchema).describe('Newest first') });

const eventBase = {
  id: z
    .string()
    .describe('Unique per event; the same on every retry and for each of your hooks of the event (deduplicate on it)'),
  occurred_at: z.iso.datetime(),
  sample: z.literal(true).optional().describe('Only on made-up sample items when your account has no data yet'),
};

export const TrackingUrlSchema = z.object({
  id: z.string(),
  name: z.string(),
  target_url: z.string(),
  access_count: z.number().int().describe('Scans counted so far, this event included'),
  last_accessed: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});

export const PhoneNumberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone_number: z.string().describe('The tracking number, E.164'),
  forwarding_number: z.string().describe('Where calls are forwarded, E.164'),
  status: z.string(),
  call_count: z.number().int().describe('Calls counted so far, this event included'),
  last_call: z.iso.datetime().nullable(),
  last_caller: z.string().nullable().describe('Caller of the latest counted call; null when withheld'),
  created_at: z.iso.datetime(),
});

export const OrderStatusChangedEventSchema = z.object({
  ...eventBase,
  event: z.literal('order.status_changed'),
  previous_status: OrderStatusSchema.nullable().describe('null in samples built from existing orders'),
  order: OrderSchema,
});

const CampaignRefSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .nullable()
  .describe('The campaign the response belongs to; null for a link or number of no campaign');
const RecipientRefSchema = z
  .object({ id: z.uuid(), name: z.string(), address: z.string() })
  .nullable()
  .describe('Who responded, when known: the recipient whose postcard link was scanned');

export const TrackingScanEventSchema = z.object({
  ...eventBase,
  event: z.literal('tracking.scan'),
  scans: z.number().int().min(1).describe('Scans this event covers: scans are counted in batches'),
  tracking_url: TrackingUrlSchema,
  campaign: CampaignRefSchema,
  recipient: RecipientRefSchema,
});

export const TrackingCallEventSchema = z.object({
  ...eventBase,
  event: z.literal('tracking.call'),
  phone_number: PhoneNumberSchema,
  campaign: CampaignRefSchema,
  recipient: RecipientRefSchema.describe('Always null: calls are tied to a campaign, not to one recipient'),
});

export const HookEventPayloadSchema = z.discriminatedUnion('event', [
  OrderStatusChangedEventSchema,
  TrackingScanEventSchema,
  TrackingCallEventSchema,
]);
export type HookEventPayload = z.infer<typeof HookEventPayloadSchema>;

export const HookSamplesSchema = z.array(HookEventPayloadSchema).describe('Newest first, at most 3');
