CREATE TABLE "import_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"rejected" jsonb NOT NULL,
	"repeated" jsonb NOT NULL,
	"added" integer NOT NULL,
	"already_in_list" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "city_key" text GENERATED ALWAYS AS (lower(address ->> 'locality')) STORED;--> statement-breakpoint
ALTER TABLE "import_reports" ADD CONSTRAINT "import_reports_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_reports_list_created_idx" ON "import_reports" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_list_name_idx" ON "contacts" USING btree ("list_id","name_key","id");--> statement-breakpoint
CREATE INDEX "contacts_list_city_idx" ON "contacts" USING btree ("list_id","city_key","id");--> statement-breakpoint
CREATE INDEX "contacts_custom_values_idx" ON "contacts" USING gin ("custom_values");--> statement-breakpoint
-- Server bookkeeping (as list_sends): RLS on and no grant, read on the owner connection by user_id.
ALTER TABLE "import_reports" ENABLE ROW LEVEL SECURITY;
