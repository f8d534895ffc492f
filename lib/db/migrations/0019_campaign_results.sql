ALTER TABLE "campaigns" ADD COLUMN "response_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "tracking_phone_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sends" ADD COLUMN "link_id" text;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD COLUMN "first_accessed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tracking_phone_id_phone_numbers_id_fk" FOREIGN KEY ("tracking_phone_id") REFERENCES "public"."phone_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD CONSTRAINT "tracking_urls_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD CONSTRAINT "tracking_urls_order_id_orders_table_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_table"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_urls" ADD CONSTRAINT "tracking_urls_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_tracking_phone_idx" ON "campaigns" USING btree ("tracking_phone_id");--> statement-breakpoint
CREATE INDEX "orders_campaign_status_idx" ON "orders_table" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "phone_calls_campaign_time_idx" ON "phone_calls" USING btree ("campaign_id","called_at");--> statement-breakpoint
CREATE INDEX "phone_calls_number_time_idx" ON "phone_calls" USING btree ("phone_number_id","called_at");--> statement-breakpoint
CREATE INDEX "tracking_url_scans_url_time_idx" ON "tracking_url_scans" USING btree ("tracking_url_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_urls_order_key" ON "tracking_urls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tracking_urls_campaign_response_idx" ON "tracking_urls" USING btree ("campaign_id","first_accessed","id") WHERE "tracking_urls"."first_accessed" is not null;--> statement-breakpoint
CREATE INDEX "tracking_urls_campaign_idx" ON "tracking_urls" USING btree ("campaign_id");--> statement-breakpoint
-- ─── Hook events name the campaign and the recipient they belong to ─────────
-- {id, name} of a campaign or recipient, or null: what a hook receiver needs to file a response.
CREATE OR REPLACE FUNCTION api_campaign_ref(campaign_id uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', c.id, 'name', c.name) FROM campaigns c WHERE c.id = campaign_id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION api_recipient_ref(recipient_id uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', r.id, 'name', r.name, 'address', r.address ->> 'formatted_address')
    FROM recipients r WHERE r.id = recipient_id
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
                              'scans', NEW.access_count - OLD.access_count, 'tracking_url', api_tracking_url_json(NEW),
                              'campaign', api_campaign_ref(NEW.campaign_id), 'recipient', api_recipient_ref(NEW.recipient_id))
      FROM api_hooks h
     WHERE h.user_id = NEW.user_id AND h.event = 'tracking.scan';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_tracking_call() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  event_id uuid := gen_random_uuid();
  called_campaign uuid;
BEGIN
  IF EXISTS (SELECT 1 FROM api_hooks WHERE user_id = NEW.user_id AND event = 'tracking.call') THEN
    -- The call just counted (lib/phones/record-call.ts inserts it before this update).
    SELECT c.campaign_id INTO called_campaign FROM phone_calls c
     WHERE c.phone_number_id = NEW.id ORDER BY c.called_at DESC LIMIT 1;
    INSERT INTO hook_deliveries (hook_id, user_id, event, payload)
    SELECT h.id, h.user_id, h.event,
           json_build_object('id', event_id, 'event', h.event, 'occurred_at', api_time(now()),
                              'phone_number', api_phone_number_json(NEW),
                              -- Calls are not tied to one recipient: no phone number of a recipient is held.
                              'campaign', api_campaign_ref(called_campaign), 'recipient', NULL)
      FROM api_hooks h
     WHERE h.user_id = NEW.user_id AND h.event = 'tracking.call';
  END IF;
  RETURN NULL;
END
$$;
