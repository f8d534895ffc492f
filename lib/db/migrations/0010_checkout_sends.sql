CREATE TABLE "checkout_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"address" jsonb NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sends" ADD CONSTRAINT "checkout_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sends" ADD CONSTRAINT "checkout_sends_order_id_orders_table_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_table"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sends_checkout_idx" ON "checkout_sends" USING btree ("checkout_id");--> statement-breakpoint
-- Written and read by the server only (the confirm action and the payment event).
REVOKE ALL ON checkout_sends FROM authenticated;--> statement-breakpoint
ALTER TABLE checkout_sends ENABLE ROW LEVEL SECURITY;
