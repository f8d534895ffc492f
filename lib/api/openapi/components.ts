import type { z } from 'zod';
import { ApiErrorSchema } from '../schemas/error';
import {
  OrderStatusChangedEventSchema,
  TrackingCallEventSchema,
  TrackingScanEventSchema,
  HookSchema,
  PhoneNumberSchema,
  TrackingUrlSchema,
} from '../schemas/hooks';
import { CampaignSchema } from '../schemas/campaigns';
import { OrderEventSchema } from '../schemas/orders';
import { TemplateSchema } from '../schemas/templates';
import { ENDPOINTS } from './endpoints';

/**
 * Named schemas of components.schemas. Responses are described as the API writes them (zod
 * "output"), request bodies as a client may send them ("input": defaults make fields optional).
 * Schemas named here are referenced with $ref wherever they appear inside another.
 */
export function outputComponents(): Record<string, z.ZodType> {
  const fromEndpoints = ENDPOINTS.flatMap((e) =>
    e.success.component && e.success.schema ? [[e.success.component, e.success.schema] as const] : [],
  );
  return {
    ...Object.fromEntries(fromEndpoints),
    OrderEvent: OrderEventSchema,
    Campaign: CampaignSchema,
    Template: TemplateSchema,
    Hook: HookSchema,
    TrackingUrl: TrackingUrlSchema,
    PhoneNumber: PhoneNumberSchema,
    OrderStatusChangedEvent: OrderStatusChangedEventSchema,
    TrackingScanEvent: TrackingScanEventSchema,
    TrackingCallEvent: TrackingCallEventSchema,
    Error: ApiErrorSchema,
  };
}

export function inputComponents(): Record<string, z.ZodType> {
  return Object.fromEntries(ENDPOINTS.flatMap((e) => (e.body ? [[e.body.component, e.body.schema] as const] : [])));
}

/** The webhooks section: each event's delivery body. */
export const WEBHOOK_EVENTS = [
  { event: 'order.status_changed', component: 'OrderStatusChangedEvent', summary: "An order's status changed" },
  { event: 'tracking.scan', component: 'TrackingScanEvent', summary: 'Scans of a tracking URL were counted' },
  { event: 'tracking.call', component: 'TrackingCallEvent', summary: 'A call to a tracking phone number was counted' },
] as const;
