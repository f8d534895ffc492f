-- What an order bought, recorded on the order (decision 025). Existing orders are filled in from
-- their campaign and template as they are now and, until charged, with today's prices: exactly
-- what the pipeline would have read, so none of them behaves differently for the migration.
ALTER TABLE "orders_table" ADD COLUMN "campaign_type" text;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "neighbor_count" integer;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "demographics" text;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "include_condo" boolean;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "postcard_unit_cost" numeric(12,2);--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "lookup_unit_cost" numeric(12,2);--> statement-breakpoint
UPDATE "orders_table" o
   SET "campaign_type" = c.type,
       "neighbor_count" = CASE WHEN c.type = 'neighbor' THEN c.neighbor_count ELSE 0 END,
       "demographics" = c.demographics,
       "include_condo" = c.include_condo,
       "size" = t.size
  FROM campaigns c JOIN templates t ON t.id = c.template_id
 WHERE c.id = o.campaign_id;--> statement-breakpoint
-- Orders holding their charge (ready, submitted, completed): the unit prices they were charged,
-- from their cost_breakdown when it divides evenly by what they bought.
UPDATE "orders_table" o
   SET "postcard_unit_cost" = (o.cost_breakdown ->> 'postcard_cost')::numeric / greatest(o.neighbor_count, 1) / 100,
       "lookup_unit_cost" = CASE WHEN o.campaign_type = 'single' THEN 0
                                 ELSE (o.cost_breakdown ->> 'lookup_cost')::numeric / o.neighbor_count / 100 END
 WHERE o.status IN ('ready', 'submitted', 'completed')
   AND (o.cost_breakdown ->> 'postcard_cost')::numeric % greatest(o.neighbor_count, 1) = 0
   AND (o.campaign_type = 'single' OR (o.cost_breakdown ->> 'lookup_cost')::numeric % o.neighbor_count = 0);--> statement-breakpoint
-- Every other order: today's prices, which the charge step would have used (the user's plan; the
-- highest price of the size without one, as priceSend does).
UPDATE "orders_table" o
   SET "postcard_unit_cost" = coalesce(
         (SELECT pp.cost FROM plan_pricing pp JOIN profiles p ON p.current_plan_id = pp.plan_id
           WHERE p.id = o.user_id AND pp.size = o.size),
         (SELECT max(pp.cost) FROM plan_pricing pp WHERE pp.size = o.size),
         0),
       "lookup_unit_cost" = CASE WHEN o.campaign_type = 'single' THEN 0
                                 ELSE coalesce((SELECT lp.cost FROM lookup_pricing lp LIMIT 1), 0) END
 WHERE o.postcard_unit_cost IS NULL;--> statement-breakpoint
-- Orders still to be charged show what they will be charged.
UPDATE "orders_table" o
   SET "cost" = o.postcard_unit_cost * greatest(o.neighbor_count, 1) + o.lookup_unit_cost * o.neighbor_count,
       "cost_breakdown" = jsonb_build_object(
         'postcard_cost', (o.postcard_unit_cost * 100 * greatest(o.neighbor_count, 1))::integer,
         'lookup_cost', (o.lookup_unit_cost * 100 * o.neighbor_count)::integer)
 WHERE o.status IN ('pending', 'processing', 'payment_required', 'payment_failed');--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "campaign_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "neighbor_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "demographics" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "include_condo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "postcard_unit_cost" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "lookup_unit_cost" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_campaign_type_check" CHECK ("orders_table"."campaign_type" in ('single', 'neighbor'));--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_neighbor_count_check" CHECK (("orders_table"."campaign_type" = 'single' and "orders_table"."neighbor_count" = 0) or ("orders_table"."campaign_type" = 'neighbor' and "orders_table"."neighbor_count" between 10 and 200));--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_size_check" CHECK ("orders_table"."size" in ('4x6', '6x9', '6x11'));--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_unit_costs_check" CHECK ("orders_table"."postcard_unit_cost" >= 0 and "orders_table"."lookup_unit_cost" >= 0);--> statement-breakpoint
-- A send waiting for its checkout keeps what it bought until the paid checkout places its order.
ALTER TABLE "checkout_sends" ADD COLUMN "terms" jsonb;--> statement-breakpoint
-- The API says what the order is: a single send stays one after its campaign became a neighbor campaign.
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
    'created_at', api_time(o.created_at),
    'updated_at', api_time(o.updated_at)
  )
$$;
