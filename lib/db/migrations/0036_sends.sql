CREATE TABLE "sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"list_id" uuid,
	"follow_up_step_id" uuid,
	"follow_up_step_number" integer,
	"follow_up_day" date,
	"send_date" date,
	"order_count" integer DEFAULT 0 NOT NULL,
	"postcard_count" integer DEFAULT 0 NOT NULL,
	"cost" numeric(12,2) DEFAULT 0 NOT NULL,
	"charged" numeric(12,2) DEFAULT 0 NOT NULL,
	"refunded" numeric(12,2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sends_kind_check" CHECK ("sends"."kind" in ('send', 'bulk_send', 'list_send', 'follow_up')),
	CONSTRAINT "sends_source_check" CHECK ("sends"."source" in ('app', 'api', 'worker')),
	CONSTRAINT "sends_follow_up_check" CHECK (("sends"."kind" = 'follow_up') = ("sends"."source" = 'worker') and ("sends"."kind" = 'follow_up') = ("sends"."follow_up_step_number" is not null and "sends"."follow_up_day" is not null)),
	CONSTRAINT "sends_list_check" CHECK ("sends"."kind" = 'list_send' or "sends"."list_id" is null)
);
--> statement-breakpoint
-- Decision 043. Existing orders get a send each group that placed them together: orders written in
-- one transaction share created_at (now() is the transaction's time), so a Bulk Send's or a list's
-- orders, of one campaign and send date, are one send; a follow-up step's orders are one send per
-- step and UTC day, as the worker makes them from now on. The send's id is its first order's.
ALTER TABLE "orders_table" ADD COLUMN "send_id" uuid;--> statement-breakpoint
-- Writing send_id changes no kept value and is no change of an order anyone is told of (no live
-- event, no hook): the row triggers are off for this one statement.
ALTER TABLE "orders_table" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "orders_table" o SET "send_id" = g.send_id FROM (
  SELECT id, first_value(id) OVER (
    PARTITION BY user_id, campaign_id, follow_up_step_id, send_date,
      CASE WHEN follow_up_step_id IS NULL THEN created_at END,
      CASE WHEN follow_up_step_id IS NOT NULL THEN (created_at AT TIME ZONE 'UTC')::date END
    ORDER BY created_at, id) AS send_id
  FROM "orders_table"
) g WHERE g.id = o.id;--> statement-breakpoint
ALTER TABLE "orders_table" ENABLE TRIGGER USER;--> statement-breakpoint
-- What made each: a follow-up step's; a list's when list_sends recorded its orders; a Bulk Send
-- when it placed several; else a Send. Orders placed through the API before this migration kept
-- no trace of it, so they read as the app's (source 'app').
WITH list_orders AS (
  SELECT DISTINCT ON (x.order_id) x.order_id, l.id AS list_id FROM list_sends ls
    CROSS JOIN LATERAL jsonb_array_elements_text(ls.result -> 'orderIds') AS e(order_text)
    CROSS JOIN LATERAL (SELECT e.order_text::uuid AS order_id) x
    LEFT JOIN contact_lists l ON l.id = ls.list_id
  ORDER BY x.order_id
), grouped AS (
  SELECT o.send_id, o.user_id, o.campaign_id, o.send_date,
    (SELECT st.id FROM follow_up_steps st WHERE st.id = o.follow_up_step_id) AS step_id,
    (SELECT st.position FROM follow_up_steps st WHERE st.id = o.follow_up_step_id) AS step_position,
    o.follow_up_step_id IS NOT NULL AS follow_up,
    bool_or(lo.order_id IS NOT NULL) AS listed, min(lo.list_id::text)::uuid AS list_id,
    count(*)::int AS order_count,
    sum(CASE WHEN o.campaign_type = 'neighbor' THEN o.neighbor_count ELSE 1 END)::int AS postcard_count,
    sum(o.cost) AS cost, min(o.created_at) AS created_at
  FROM "orders_table" o LEFT JOIN list_orders lo ON lo.order_id = o.id
  GROUP BY o.send_id, o.user_id, o.campaign_id, o.send_date, o.follow_up_step_id
)
INSERT INTO "sends" (id, user_id, campaign_id, kind, source, list_id, follow_up_step_id, follow_up_step_number,
  follow_up_day, send_date, order_count, postcard_count, cost, created_at)
SELECT send_id, user_id, campaign_id,
  CASE WHEN follow_up THEN 'follow_up' WHEN listed THEN 'list_send' WHEN order_count > 1 THEN 'bulk_send' ELSE 'send' END,
  CASE WHEN follow_up THEN 'worker' ELSE 'app' END,
  CASE WHEN follow_up THEN NULL ELSE list_id END,
  step_id,
  CASE WHEN follow_up THEN coalesce(step_position, 1) END,
  CASE WHEN follow_up THEN (created_at AT TIME ZONE 'UTC')::date END,
  send_date, order_count, postcard_count, cost, created_at
FROM grouped;--> statement-breakpoint
UPDATE "sends" s SET charged = m.charged, refunded = m.refunded FROM (
  SELECT o.send_id, coalesce(-sum(t.amount) FILTER (WHERE t.type = 'postcard_charge'), 0) AS charged,
    coalesce(sum(t.amount) FILTER (WHERE t.type = 'refund'), 0) AS refunded
  FROM transactions t JOIN "orders_table" o ON o.id = t.order_id
  WHERE t.status = 'completed' AND t.type IN ('postcard_charge', 'refund') GROUP BY o.send_id
) m WHERE m.send_id = s.id;--> statement-breakpoint
ALTER TABLE "orders_table" ALTER COLUMN "send_id" SET NOT NULL;--> statement-breakpoint
-- A replayed list send (its token, its Idempotency-Key) answers the send it made.
UPDATE list_sends ls SET result = ls.result || jsonb_build_object('sendId', o.send_id)
  FROM "orders_table" o WHERE o.id::text = ls.result -> 'orderIds' ->> 0;--> statement-breakpoint
ALTER TABLE "sends" ADD CONSTRAINT "sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sends" ADD CONSTRAINT "sends_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sends" ADD CONSTRAINT "sends_follow_up_step_id_follow_up_steps_id_fk" FOREIGN KEY ("follow_up_step_id") REFERENCES "public"."follow_up_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sends_user_created_idx" ON "sends" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sends_campaign_idx" ON "sends" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "sends_list_idx" ON "sends" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sends_follow_up_day_key" ON "sends" USING btree ("follow_up_step_id","follow_up_day") WHERE "sends"."follow_up_step_id" is not null;--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_table_send_id_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_send_idx" ON "orders_table" USING btree ("send_id","id");--> statement-breakpoint
CREATE INDEX "orders_send_status_idx" ON "orders_table" USING btree ("send_id","status");--> statement-breakpoint
-- Kept figures of a send (decision 043), in the transaction of the rows they count (decision 021).
-- What a send placed moves with its orders' insert and delete (and a change of what an order
-- bought, which decision 025 rules out but an operator's UPDATE could make). One UPDATE per send,
-- sends in id order, so two statements never wait on each other in a circle.
CREATE TYPE send_change AS (send_id uuid, orders integer, postcards integer, cost numeric, charged numeric, refunded numeric);--> statement-breakpoint
CREATE OR REPLACE FUNCTION apply_send_changes(changes send_change[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE c record;
BEGIN
  FOR c IN SELECT x.send_id, sum(x.orders) AS orders, sum(x.postcards) AS postcards, sum(x.cost) AS cost,
      sum(x.charged) AS charged, sum(x.refunded) AS refunded
    FROM unnest(changes) x GROUP BY x.send_id
    HAVING sum(x.orders) <> 0 OR sum(x.postcards) <> 0 OR sum(x.cost) <> 0 OR sum(x.charged) <> 0 OR sum(x.refunded) <> 0
    ORDER BY x.send_id
  LOOP
    -- A send already gone (the cascade of its campaign's delete) has nothing left to keep.
    UPDATE sends SET order_count = order_count + c.orders, postcard_count = postcard_count + c.postcards,
      cost = cost + c.cost, charged = charged + c.charged, refunded = refunded + c.refunded
    WHERE id = c.send_id;
  END LOOP;
END $$;--> statement-breakpoint
-- Postcards an order bought: one, or a neighbor order's neighbors.
CREATE OR REPLACE FUNCTION send_postcards(campaign_type text, neighbor_count integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN campaign_type = 'neighbor' THEN neighbor_count ELSE 1 END $$;--> statement-breakpoint
-- In each trigger a transition table exists only for the events that have it, hence the IFs.
CREATE OR REPLACE FUNCTION keep_send_orders() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes send_change[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The pipeline's steps change status and bookkeeping, never what was bought: most updates end here.
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.send_id <> o.send_id
        OR n.cost <> o.cost OR n.campaign_type <> o.campaign_type OR n.neighbor_count <> o.neighbor_count) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(x.send_id, 1, send_postcards(x.campaign_type, x.neighbor_count), x.cost, 0, 0)::send_change
      FROM new_rows x);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(x.send_id, -1, -send_postcards(x.campaign_type, x.neighbor_count), -x.cost, 0, 0)::send_change
      FROM old_rows x);
  END IF;
  PERFORM apply_send_changes(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- What a send was charged and refunded: its orders' completed postcard charges and refunds. Named
-- to fire after transactions_keep_balance_* and transactions_keep_campaign_results_* (triggers of
-- one event fire in name order), so a money statement locks balance, campaign, send, in that order.
CREATE OR REPLACE FUNCTION keep_send_money() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes send_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(o.send_id, 0, 0, 0,
        CASE WHEN x.type = 'postcard_charge' THEN -x.amount ELSE 0 END, CASE WHEN x.type = 'refund' THEN x.amount ELSE 0 END)::send_change
      FROM new_rows x JOIN orders_table o ON o.id = x.order_id WHERE x.status = 'completed' AND x.type IN ('postcard_charge', 'refund'));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(o.send_id, 0, 0, 0,
        CASE WHEN x.type = 'postcard_charge' THEN x.amount ELSE 0 END, CASE WHEN x.type = 'refund' THEN -x.amount ELSE 0 END)::send_change
      FROM old_rows x JOIN orders_table o ON o.id = x.order_id WHERE x.status = 'completed' AND x.type IN ('postcard_charge', 'refund'));
  END IF;
  PERFORM apply_send_changes(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_keep_send_insert AFTER INSERT ON orders_table
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_send_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_send_update AFTER UPDATE ON orders_table
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_send_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_send_delete AFTER DELETE ON orders_table
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_send_orders();--> statement-breakpoint
CREATE TRIGGER transactions_keep_send_money_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_send_money();--> statement-breakpoint
CREATE TRIGGER transactions_keep_send_money_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_send_money();--> statement-breakpoint
CREATE TRIGGER transactions_keep_send_money_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_send_money();--> statement-breakpoint
-- The user reads their own sends (decision 004); every write goes through the server on the owner
-- connection (decision 024), so the role gets SELECT only.
ALTER TABLE "sends" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE ALL ON "sends" FROM authenticated;--> statement-breakpoint
GRANT SELECT ON "sends" TO authenticated;--> statement-breakpoint
CREATE POLICY sends_owner_select ON "sends" FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- The API's order names its send; order.status_changed deliveries share the shape (decision 043).
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
