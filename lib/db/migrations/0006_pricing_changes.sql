CREATE TABLE "pricing_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subject" text NOT NULL,
	"plan_id" uuid,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	CONSTRAINT "pricing_changes_subject_check" CHECK ("pricing_changes"."subject" in ('plan', 'plan_cost', 'lookup'))
);
--> statement-breakpoint
ALTER TABLE "pricing_changes" ADD CONSTRAINT "pricing_changes_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_changes_created_at_idx" ON "pricing_changes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Written and read by the server for the admin only.
ALTER TABLE pricing_changes ENABLE ROW LEVEL SECURITY;
