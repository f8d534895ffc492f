CREATE TABLE "api_hooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"target_url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_hooks_event_check" CHECK ("api_hooks"."event" in ('order.status_changed', 'tracking.scan', 'tracking.call'))
);
--> statement-breakpoint
CREATE TABLE "api_rate_limits" (
	"user_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_rate_limits_user_id_window_start_pk" PRIMARY KEY("user_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "hook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" json NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hook_deliveries_status_check" CHECK ("hook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "hook_deliveries" ADD CONSTRAINT "hook_deliveries_hook_id_api_hooks_id_fk" FOREIGN KEY ("hook_id") REFERENCES "public"."api_hooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_hooks_user_event_idx" ON "api_hooks" USING btree ("user_id","event");--> statement-breakpoint
CREATE INDEX "hook_deliveries_due_idx" ON "hook_deliveries" USING btree ("next_attempt_at") WHERE "hook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "hook_deliveries_hook_idx" ON "hook_deliveries" USING btree ("hook_id");--> statement-breakpoint
-- ─── Public API: row-level security ─────────────────────────────────────────
-- A user manages their own hooks through the API (run as them). The secret is not readable
-- through their role: it is shown once when the hook is created, and only the server signs.
-- (Supabase's default privileges grant every new table in full: start from nothing.)
REVOKE ALL ON api_hooks, hook_deliveries, api_rate_limits FROM authenticated;--> statement-breakpoint
GRANT SELECT (id, user_id, event, target_url, created_at), INSERT, DELETE ON api_hooks TO authenticated;--> statement-breakpoint
ALTER TABLE api_hooks ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY api_hooks_owner ON api_hooks FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());--> statement-breakpoint
-- Deliveries are written by triggers and the delivery job only; their owner may read them.
GRANT SELECT ON hook_deliveries TO authenticated;--> statement-breakpoint
ALTER TABLE hook_deliveries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY hook_deliveries_owner ON hook_deliveries FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- Rate-limit counters belong to the server alone: RLS on, no policy.
ALTER TABLE api_rate_limits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- ─── Public API: JSON shapes ────────────────────────────────────────────────
-- The API's objects are built here, once, so an order read through GET /api/v1/orders and the
-- order inside an order.status_changed event are the same JSON (lib/api/schemas describes them).
-- They run as the caller: under a user's scope they see only that user's rows. json, not jsonb,
-- so the fields keep the documented order in API answers.
-- Times as JavaScript's toISOString() writes them: UTC, milliseconds, a Z.
CREATE OR REPLACE FUNCTION api_time(ts timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION api_order_json(o orders_table) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o.id,
    'status', o.status,
    'error_message', o.error_message,
    'provider_status', o.provider_status,
    -- numeric(12,2) prints with its two decimals: '1.00'.
    'cost', o.cost::text,
    'cost_cents', (o.cost * 100)::integer,
    'campaign', (SELECT json_build_object('id', c.id, 'name', c.name, 'type', c.type) FROM campaigns c WHERE c.id = o.campaign_id),
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION api_tracking_url_json(t tracking_urls) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', t.id,
    'name', t.name,
    'target_url', t.target_url,
    'access_count', t.access_count,
    'last_accessed', api_time(t.last_accessed),
    'created_at', api_time(t.created_at)
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION api_phone_number_json(p phone_numbers) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id,
    'name', p.name,
    'phone_number', p.phone_number,
    'forwarding_number', p.forwarding_number,
    'status', p.status,
    'call_count', p.call_count,
    'last_call', api_time(p.last_call),
    -- The latest counted call's caller (null when withheld or none recorded).
    'last_caller', (SELECT c.from_number FROM phone_calls c WHERE c.phone_number_id = p.id ORDER BY c.called_at DESC LIMIT 1),
    'created_at', api_time(p.created_at)
  )
$$;--> statement-breakpoint
-- ─── Public API: hook events ────────────────────────────────────────────────
-- Every path that changes an order's status, folds scans or counts a call updates these rows, so
-- triggers queue the event in that same transaction: a rolled-back change sends nothing, and no
-- code path can forget to emit. One delivery row per hook of the owner for the event; all of
-- them carry the same event id. SECURITY DEFINER: the change may be made under a user's scope,
-- which may not write deliveries; RETURNS trigger keeps them from being called directly.
CREATE OR REPLACE FUNCTION queue_order_status_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  event_id uuid := gen_random_uuid();
BEGIN
  IF EXISTS (SELECT 1 FROM api_hooks WHERE user_id = NEW.user_id AND event = 'order.status_changed') THEN
    INSERT INTO hook_deliveries (hook_id, user_id, event, payload)
    SELECT h.id, h.user_id, h.event,
           json_build_object('id', event_id, 'event', h.event, 'occurred_at', api_time(now()),
                              'previous_status', OLD.status, 'order', api_order_json(NEW))
      FROM api_hooks h
     WHERE h.user_id = NEW.user_id AND h.event = 'order.status_changed';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_tracking_scan() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  event_id uuid := gen_random_uuid();
BEGIN
  IF EXISTS (SELECT 1 FROM api_hooks WHERE user_id = NEW.user_id AND event = 'tracking.scan') THEN
    INSERT INTO hook_deliveries (hook_id, user_id, event, payload)
    SELECT h.id, h.user_id, h.event,
           json_build_object('id', event_id, 'event', h.event, 'occurred_at', api_time(now()),
                              -- One fold may add many scans: say how many this event covers.
                              'scans', NEW.access_count - OLD.access_count, 'tracking_url', api_tracking_url_json(NEW))
      FROM api_hooks h
     WHERE h.user_id = NEW.user_id AND h.event = 'tracking.scan';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_tracking_call() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  event_id uuid := gen_random_uuid();
BEGIN
  IF EXISTS (SELECT 1 FROM api_hooks WHERE user_id = NEW.user_id AND event = 'tracking.call') THEN
    INSERT INTO hook_deliveries (hook_id, user_id, event, payload)
    SELECT h.id, h.user_id, h.event,
           json_build_object('id', event_id, 'event', h.event, 'occurred_at', api_time(now()),
                              'phone_number', api_phone_number_json(NEW))
      FROM api_hooks h
     WHERE h.user_id = NEW.user_id AND h.event = 'tracking.call';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_hook_status_changed AFTER UPDATE OF status ON orders_table FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION queue_order_status_changed();--> statement-breakpoint
CREATE TRIGGER tracking_urls_hook_scan AFTER UPDATE OF access_count ON tracking_urls FOR EACH ROW
  WHEN (NEW.access_count > OLD.access_count) EXECUTE FUNCTION queue_tracking_scan();--> statement-breakpoint
CREATE TRIGGER phone_numbers_hook_call AFTER UPDATE OF call_count ON phone_numbers FOR EACH ROW
  WHEN (NEW.call_count > OLD.call_count) EXECUTE FUNCTION queue_tracking_call();
