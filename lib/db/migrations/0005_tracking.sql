CREATE TABLE "phone_calls" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"phone_number_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_number" text,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_url_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tracking_url_id" varchar(12) NOT NULL,
	"user_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_phone_numbers" (
	"sid" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"voice_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_phone_numbers_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_phone_number_id_phone_numbers_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_url_scans" ADD CONSTRAINT "tracking_url_scans_tracking_url_id_tracking_urls_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_urls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_calls_user_time_idx" ON "phone_calls" USING btree ("user_id","called_at");--> statement-breakpoint
CREATE INDEX "tracking_url_scans_user_time_idx" ON "tracking_url_scans" USING btree ("user_id","scanned_at");--> statement-breakpoint
CREATE INDEX "tracking_url_scans_unfolded_idx" ON "tracking_url_scans" USING btree ("id") WHERE not "tracking_url_scans"."folded";--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_phone_number_key" ON "phone_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "tracking_urls_user_views_idx" ON "tracking_urls" USING btree ("user_id","access_count" DESC NULLS LAST);--> statement-breakpoint
-- Scan and call events: their owner may read them (the response chart); only the server writes.
GRANT SELECT ON tracking_url_scans, phone_calls TO authenticated;--> statement-breakpoint
ALTER TABLE tracking_url_scans ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tracking_url_scans_owner ON tracking_url_scans FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
ALTER TABLE phone_calls ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY phone_calls_owner ON phone_calls FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- Sandbox tables belong to the server alone: RLS on, no policy.
ALTER TABLE sandbox_phone_numbers ENABLE ROW LEVEL SECURITY;
