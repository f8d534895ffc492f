CREATE TABLE "contact_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_lists_count_check" CHECK ("contact_lists"."contact_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"address_2" text,
	"address_key" text NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_sends" (
	"token" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_sends" ADD CONSTRAINT "list_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_lists_user_created_idx" ON "contact_lists" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_list_address_key" ON "contacts" USING btree ("list_id","address_key");--> statement-breakpoint
CREATE INDEX "contacts_list_created_idx" ON "contacts" USING btree ("list_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "list_sends_user_created_idx" ON "list_sends" USING btree ("user_id","created_at");--> statement-breakpoint
-- contact_lists.contact_count, kept like campaign_recipient_counts (0013): one update per list
-- per statement, lists in id order, in the same transaction as the contacts it counts. A list's
-- delete cascades to its contacts after its own row is gone: the update then finds nothing.
CREATE OR REPLACE FUNCTION keep_contact_counts_after_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE contact_lists l SET contact_count = l.contact_count + d.n
  FROM (SELECT list_id, count(*)::int AS n FROM new_rows GROUP BY list_id ORDER BY list_id) d
  WHERE l.id = d.list_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_contact_counts_after_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE contact_lists l SET contact_count = l.contact_count + d.n
  FROM (
    SELECT list_id, sum(n)::int AS n FROM (
      SELECT list_id, 1 AS n FROM new_rows
      UNION ALL
      SELECT list_id, -1 FROM old_rows
    ) changes GROUP BY list_id ORDER BY list_id
  ) d
  WHERE l.id = d.list_id AND d.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_contact_counts_after_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE contact_lists l SET contact_count = l.contact_count - d.n
  FROM (SELECT list_id, count(*)::int AS n FROM old_rows GROUP BY list_id ORDER BY list_id) d
  WHERE l.id = d.list_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_keep_counts_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_contact_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER contacts_keep_counts_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_contact_counts_after_update();--> statement-breakpoint
CREATE TRIGGER contacts_keep_counts_delete AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_contact_counts_after_delete();--> statement-breakpoint
-- The user reads their own lists and contacts (decision 004); writes go through the server on
-- the owner connection (decision 024), so the role gets SELECT only.
ALTER TABLE contact_lists ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE contacts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE ALL ON contact_lists, contacts FROM authenticated;--> statement-breakpoint
GRANT SELECT ON contact_lists, contacts TO authenticated;--> statement-breakpoint
CREATE POLICY contact_lists_owner_select ON contact_lists FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY contacts_owner_select ON contacts FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- Server-side bookkeeping of list sends: closed to the authenticated role.
REVOKE ALL ON list_sends FROM authenticated;--> statement-breakpoint
ALTER TABLE list_sends ENABLE ROW LEVEL SECURITY;
