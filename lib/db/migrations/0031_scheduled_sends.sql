ALTER TABLE "orders_table" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_user_active_idx";--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "send_date" date;--> statement-breakpoint
ALTER TABLE "checkout_sends" ADD COLUMN "send_date" date;--> statement-breakpoint
CREATE INDEX "orders_scheduled_idx" ON "orders_table" USING btree ("send_date","created_at") WHERE "orders_table"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "orders_user_active_idx" ON "orders_table" USING btree ("user_id","created_at","id") WHERE "orders_table"."status" in ('pending', 'processing', 'payment_required', 'payment_failed', 'scheduled', 'ready', 'submitted');--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_status_check" CHECK ("orders_table"."status" in ('pending', 'processing', 'payment_required', 'payment_failed', 'scheduled', 'ready', 'submitted', 'completed', 'failed', 'cancelled'));--> statement-breakpoint
-- The API's order says when a scheduled send goes to print (decision 037).
CREATE OR REPLACE FUNCTION api_order_json(o orders_table) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o.id,
    'status', o.status,
    -- The day (UTC) a scheduled send goes to print, 'YYYY-MM-DD'; null: as soon as it is paid.
    'send_date', to_char(o.send_date, 'YYYY-MM-DD'),
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