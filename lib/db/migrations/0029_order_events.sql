CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider_status" text,
	"amount" numeric(12,2),
	"message" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('charged', 'submitted', 'provider', 'failed', 'refunded', 'cancelled', 'retried'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_table_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_table"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_provider_key" ON "order_events" USING btree ("order_id","provider_status") WHERE "order_events"."kind" = 'provider';--> statement-breakpoint
-- The owner reads their orders' events; only the server writes them (decision 024).
ALTER TABLE "order_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON "order_events" TO authenticated;--> statement-breakpoint
CREATE POLICY order_events_owner_select ON "order_events" FOR SELECT TO authenticated USING (user_id = auth.uid());
--> statement-breakpoint
-- The API's order gains its journey: placed (the order's own created_at), then its events in order.
CREATE OR REPLACE FUNCTION api_order_json(o orders_table) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o.id,
    'status', o.status,
    'error_message', o.error_message,
    'provider_status', o.provider_status,
    -- numeric(12,2) prints with its two decimals: '1.00'.
    'cost', o.cost::text,
    'cost_cents', (o.cost * 100)::integer,
    'campaign', (SELECT json_build_object('id', c.id, 'name', c.name, 'type', o.campaign_type) FROM campaigns c WHERE c.id = o.campaign_id),
    'recipient', (
      SELECT json_build_object(
        'id', r.id,
        'name', r.name,
        'address', json_build_object(
          'address_1', (r.address ->> 'street_number') || ' ' || (r.address ->> 'route'),
          'city', r.address ->> 'locality',
          'state', r.address ->> 'administrative_area_level_1',
          'zip', r.address ->> 'postal_code',
          'formatted', r.address ->> 'formatted_address'
        ),
        'custom_values', r.custom_values
      )
      FROM recipients r WHERE r.id = o.recipient_id
    ),
    'events', (
      SELECT json_agg(json_build_object(
        'type', e.kind,
        'at', api_time(e.occurred_at),
        'provider_status', e.provider_status,
        'amount', e.amount::text,
        'amount_cents', (e.amount * 100)::integer,
        'message', e.message
      ) ORDER BY e.seq)
      FROM (
        SELECT 'placed'::text AS kind, o.created_at AS occurred_at, 0::bigint AS seq,
          NULL::text AS provider_status, NULL::numeric AS amount, NULL::text AS message
        UNION ALL
        SELECT ev.kind, ev.occurred_at, ev.seq, ev.provider_status, ev.amount, ev.message
        FROM order_events ev WHERE ev.order_id = o.id
      ) e
    ),
    'created_at', api_time(o.created_at),
    'updated_at', api_time(o.updated_at)
  )
$$;