CREATE TABLE "campaign_recipient_counts" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"neighbors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_recipient_counts" ADD CONSTRAINT "campaign_recipient_counts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept like account_balances (0011): one upsert per campaign per statement, campaigns in id
-- order. Removals only update an existing row: when a campaign is deleted its count row goes
-- with it (cascade), and the cascaded delete of its recipients must not bring the row back.
CREATE OR REPLACE FUNCTION keep_recipient_counts_after_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO campaign_recipient_counts AS c (campaign_id, recipients, neighbors)
    SELECT campaign_id, count(*), count(*) FILTER (WHERE is_neighbor) FROM new_rows GROUP BY campaign_id ORDER BY campaign_id
  ON CONFLICT (campaign_id) DO UPDATE SET recipients = c.recipients + excluded.recipients, neighbors = c.neighbors + excluded.neighbors;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_recipient_counts_after_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE campaign_recipient_counts c SET recipients = c.recipients + d.recipients, neighbors = c.neighbors + d.neighbors
  FROM (
    SELECT campaign_id, sum(n)::int AS recipients, sum(n) FILTER (WHERE is_neighbor)::int AS neighbors FROM (
      SELECT campaign_id, is_neighbor, 1 AS n FROM new_rows
      UNION ALL
      SELECT campaign_id, is_neighbor, -1 FROM old_rows
    ) changes GROUP BY campaign_id
  ) d
  WHERE c.campaign_id = d.campaign_id AND (d.recipients <> 0 OR coalesce(d.neighbors, 0) <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_recipient_counts_after_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE campaign_recipient_counts c SET recipients = c.recipients - d.recipients, neighbors = c.neighbors - d.neighbors
  FROM (SELECT campaign_id, count(*)::int AS recipients, (count(*) FILTER (WHERE is_neighbor))::int AS neighbors FROM old_rows GROUP BY campaign_id) d
  WHERE c.campaign_id = d.campaign_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recipients_keep_counts_insert AFTER INSERT ON recipients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_recipient_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER recipients_keep_counts_update AFTER UPDATE ON recipients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_recipient_counts_after_update();--> statement-breakpoint
CREATE TRIGGER recipients_keep_counts_delete AFTER DELETE ON recipients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_recipient_counts_after_delete();--> statement-breakpoint
INSERT INTO campaign_recipient_counts (campaign_id, recipients, neighbors)
  SELECT campaign_id, count(*), count(*) FILTER (WHERE is_neighbor) FROM recipients GROUP BY campaign_id;--> statement-breakpoint
ALTER TABLE campaign_recipient_counts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Read with the user's campaigns (whose RLS decides): visible to the owner of the campaign.
GRANT SELECT ON campaign_recipient_counts TO authenticated;--> statement-breakpoint
CREATE POLICY campaign_recipient_counts_owner_select ON campaign_recipient_counts FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = campaign_id AND campaigns.user_id = auth.uid()));
