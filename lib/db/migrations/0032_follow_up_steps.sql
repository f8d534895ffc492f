CREATE TABLE "follow_up_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"order_id" uuid,
	"skipped" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_sends_outcome_check" CHECK (("follow_up_sends"."order_id" is null) <> ("follow_up_sends"."skipped" is null))
);
--> statement-breakpoint
CREATE TABLE "follow_up_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"template_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "follow_up_steps_days_check" CHECK ("follow_up_steps"."days" between 1 and 365),
	CONSTRAINT "follow_up_steps_audience_check" CHECK ("follow_up_steps"."audience" in ('non_responders', 'responders', 'everyone'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "follow_up_step_id" uuid;--> statement-breakpoint
ALTER TABLE "follow_up_sends" ADD CONSTRAINT "follow_up_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_sends" ADD CONSTRAINT "follow_up_sends_step_id_follow_up_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."follow_up_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_sends" ADD CONSTRAINT "follow_up_sends_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ADD CONSTRAINT "follow_up_steps_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ADD CONSTRAINT "follow_up_steps_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_sends_step_recipient_key" ON "follow_up_sends" USING btree ("step_id","recipient_id");--> statement-breakpoint
CREATE INDEX "follow_up_steps_campaign_idx" ON "follow_up_steps" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "follow_up_steps_live_checked_idx" ON "follow_up_steps" USING btree ("checked_at") WHERE "follow_up_steps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "follow_up_steps_template_idx" ON "follow_up_steps" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "orders_follow_up_due_idx" ON "orders_table" USING btree ("campaign_id","follow_up_step_id","submitted_at") WHERE "orders_table"."status" in ('submitted', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_follow_up_step_recipient_key" ON "orders_table" USING btree ("follow_up_step_id","recipient_id") WHERE "orders_table"."follow_up_step_id" is not null;--> statement-breakpoint
ALTER TABLE "follow_up_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON "follow_up_steps" TO authenticated;--> statement-breakpoint
CREATE POLICY follow_up_steps_owner_select ON "follow_up_steps" FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
ALTER TABLE "follow_up_sends" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON "follow_up_sends" TO authenticated;--> statement-breakpoint
CREATE POLICY follow_up_sends_owner_select ON "follow_up_sends" FOR SELECT TO authenticated USING (user_id = auth.uid());
