-- Issue 35, "Line 2 everywhere": recipients (and the sends waiting for a checkout) keep the
-- apartment, suite or unit, as contacts already do (null when none). The "recently mailed" key
-- gains the unit, so different units of one building are different addresses; a recipient
-- without one keeps the key it had. Contacts' stored keys gain their unit the same way, so a
-- list send's check (lib/contacts/list-send-audience.ts) still meets the recipients' key.
DROP INDEX "recipients_user_address_idx";--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "address_2" text;--> statement-breakpoint
ALTER TABLE "checkout_sends" ADD COLUMN "address_2" text;--> statement-breakpoint
CREATE INDEX "recipients_user_address_idx" ON "recipients" USING btree ("user_id",lower((address ->> 'street_number') || ' ' || (address ->> 'route') || ' ' || (address ->> 'postal_code') || coalesce(' ' || address_2, '')));--> statement-breakpoint
-- Line 2 as it is stored from now on (lib/validation/address-line-2.ts cleanAddress2).
UPDATE "contacts" SET "address_2" = nullif(regexp_replace(btrim("address_2"), '\s+', ' ', 'g'), '') WHERE "address_2" IS NOT NULL;--> statement-breakpoint
UPDATE "contacts" SET "address_key" = "address_key" || ' ' || lower("address_2") WHERE "address_2" IS NOT NULL;
--> statement-breakpoint
-- The API's order JSON (last written in 0036) gains the recipient's address_2, null when none.
CREATE OR REPLACE FUNCTION api_order_json(o orders_table) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o.id,
    -- The send that placed it (decision 043).
    'send_id', o.send_id,
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
          'address_2', r.address_2,
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
