CREATE TABLE "tracking_url_scan_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tracking_url_ids" varchar(12)[] NOT NULL,
	"user_ids" uuid[] NOT NULL,
	"scans" integer[] NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_url_scan_batches_shape_check" CHECK (cardinality("tracking_url_scan_batches"."tracking_url_ids") = cardinality("tracking_url_scan_batches"."user_ids") and cardinality("tracking_url_scan_batches"."user_ids") = cardinality("tracking_url_scan_batches"."scans") and 0 < all("tracking_url_scan_batches"."scans"))
);
--> statement-breakpoint
ALTER TABLE "tracking_url_counts" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_url_days" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
-- Server bookkeeping: RLS on and no grant. Only the server writes and folds it; owners read the day counts.
ALTER TABLE tracking_url_scan_batches ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- The fold of spread scans (every scan a postcard's first) spent a fifth of PostgreSQL's work in
-- two triggers looking each folded link up again: keep_scan_days in tracking_url_counts for its
-- campaign, keep_campaign_households_links in tracking_urls for its recipient (bench:redirect,
-- decision 053). The rows now carry both, kept by the trigger that already keeps campaign_id.
UPDATE tracking_url_counts c SET recipient_id = t.recipient_id
  FROM tracking_urls t WHERE t.id = c.tracking_url_id AND t.recipient_id IS NOT NULL;--> statement-breakpoint
UPDATE tracking_url_days d SET campaign_id = c.campaign_id
  FROM tracking_url_counts c WHERE c.tracking_url_id = d.tracking_url_id AND c.campaign_id IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION make_tracking_url_counts() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO tracking_url_counts (tracking_url_id, user_id, campaign_id, recipient_id)
    SELECT id, user_id, campaign_id, recipient_id FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A link's days follow its campaign too (a campaign's delete sets it null): a day updated later
-- then adds to no campaign.
CREATE OR REPLACE FUNCTION follow_tracking_url_owner() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE tracking_url_counts c SET user_id = n.user_id, campaign_id = n.campaign_id, recipient_id = n.recipient_id
    FROM new_rows n
   WHERE c.tracking_url_id = n.id AND (c.campaign_id IS DISTINCT FROM n.campaign_id OR c.user_id IS DISTINCT FROM n.user_id
      OR c.recipient_id IS DISTINCT FROM n.recipient_id);
  UPDATE tracking_url_days d SET campaign_id = n.campaign_id
    FROM new_rows n
   WHERE d.tracking_url_id = n.id AND d.campaign_id IS DISTINCT FROM n.campaign_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As 0034's, with the campaign read from the day rows. An update's change is what each row gained
-- (new less old, per link and day), credited to the campaign the row has now: a row whose campaign
-- alone changed gained nothing, as before. A deleted link's days now leave its campaign's too
-- (0026 took them from the account's only, where the campaign's own count from the rows did not
-- have them: findCampaignResultsDrift).
CREATE OR REPLACE FUNCTION keep_scan_days() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(campaign_id, day, 0, 0, 0, 0, 0, sum(scans)::int)::campaign_change
      FROM new_rows WHERE campaign_id IS NOT NULL GROUP BY campaign_id, day));
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM (
        SELECT user_id, day, scans::bigint FROM new_rows UNION ALL SELECT user_id, day, -scans::bigint FROM old_rows
      ) x GROUP BY 1, 2 HAVING sum(scans) <> 0 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(x.campaign_id, x.day, 0, 0, 0, 0, 0, sum(x.scans)::int)::campaign_change
      FROM (
        SELECT (array_agg(campaign_id) FILTER (WHERE side = 1))[1] AS campaign_id, day, sum(scans)::int AS scans FROM (
          SELECT tracking_url_id, day, campaign_id, scans, 1 AS side FROM new_rows
          UNION ALL SELECT tracking_url_id, day, NULL, -scans, -1 FROM old_rows
        ) y GROUP BY tracking_url_id, day HAVING sum(scans) <> 0
      ) x WHERE x.campaign_id IS NOT NULL
      GROUP BY x.campaign_id, x.day));
  ELSE
    UPDATE account_scan_days a SET scans = a.scans - gone.scans
      FROM (SELECT user_id, day, sum(scans) AS scans FROM old_rows GROUP BY 1, 2) gone
      WHERE a.user_id = gone.user_id AND a.day = gone.day;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(campaign_id, day, 0, 0, 0, 0, 0, -sum(scans)::int)::campaign_change
      FROM old_rows WHERE campaign_id IS NOT NULL GROUP BY campaign_id, day));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As 0037's, with the recipient read from the counter rows. A deleted link's response now leaves
-- its household (0037 looked the link up after it was gone, and found nothing to take back).
CREATE OR REPLACE FUNCTION keep_campaign_households_links() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_household_changes(ARRAY(SELECT ROW(recipient_id, 0, count(*)::int)::household_change
      FROM new_rows WHERE first_accessed IS NOT NULL AND recipient_id IS NOT NULL GROUP BY recipient_id));
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE first_accessed IS NULL)
       AND NOT EXISTS (SELECT 1 FROM new_rows WHERE first_accessed IS NULL) THEN
      RETURN NULL;
    END IF;
    PERFORM apply_household_changes(ARRAY(SELECT ROW(x.recipient_id, 0, sum(x.responded)::int)::household_change
      FROM (
        SELECT (array_agg(recipient_id) FILTER (WHERE side = 1))[1] AS recipient_id, sum(responded) AS responded FROM (
          SELECT tracking_url_id, recipient_id, (first_accessed IS NOT NULL)::int AS responded, 1 AS side FROM new_rows
          UNION ALL SELECT tracking_url_id, NULL, -(first_accessed IS NOT NULL)::int, -1 FROM old_rows
        ) y GROUP BY tracking_url_id HAVING sum(responded) <> 0
      ) x WHERE x.recipient_id IS NOT NULL GROUP BY x.recipient_id));
  ELSE
    PERFORM apply_household_changes(ARRAY(SELECT ROW(recipient_id, 0, -count(*)::int)::household_change
      FROM old_rows WHERE first_accessed IS NOT NULL AND recipient_id IS NOT NULL GROUP BY recipient_id));
  END IF;
  RETURN NULL;
END $$;
