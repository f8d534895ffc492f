CREATE TABLE "bulk_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"lookups" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_previews" ADD CONSTRAINT "bulk_previews_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_previews_user_created_idx" ON "bulk_previews" USING btree ("user_id","created_at");--> statement-breakpoint
-- Server-side bookkeeping of Bulk Send: closed to the authenticated role.
REVOKE ALL ON bulk_previews FROM authenticated;--> statement-breakpoint
ALTER TABLE bulk_previews ENABLE ROW LEVEL SECURITY;
