-- Decision 039: each link's scan counters in a narrow table of their own. The fold (lib/tracking/
-- fold-scans.ts) updates thousands of links a second; in tracking_urls every such update was a new
-- version of a wide row in all nine of its indexes (access_count and first_accessed are indexed,
-- so none was HOT; two of the indexes are trigram GIN). Here a row is narrow and has the indexes
-- the reads need: the QR table's sort by views (own links and postcard links apart, so a postcard
-- fold touches one of them) and a campaign's responders.
CREATE TABLE "tracking_url_counts" (
	"tracking_url_id" varchar(12) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid,
	"access_count" integer DEFAULT 0 NOT NULL,
	"first_accessed" timestamp with time zone,
	"last_accessed" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tracking_url_counts" ADD CONSTRAINT "tracking_url_counts_tracking_url_id_tracking_urls_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_urls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counters move over before any trigger on the new table exists: the kept totals
-- (account_totals.qr_scans, campaign_totals) already hold them.
INSERT INTO tracking_url_counts (tracking_url_id, user_id, campaign_id, access_count, first_accessed, last_accessed)
  SELECT id, user_id, campaign_id, access_count, first_accessed, last_accessed FROM tracking_urls;--> statement-breakpoint
CREATE INDEX "tracking_url_counts_own_views_idx" ON "tracking_url_counts" USING btree ("user_id","access_count","tracking_url_id") WHERE "tracking_url_counts"."campaign_id" is null;--> statement-breakpoint
CREATE INDEX "tracking_url_counts_postcard_views_idx" ON "tracking_url_counts" USING btree ("user_id","access_count","tracking_url_id") WHERE "tracking_url_counts"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "tracking_url_counts_campaign_response_idx" ON "tracking_url_counts" USING btree ("campaign_id","first_accessed","tracking_url_id") WHERE "tracking_url_counts"."first_accessed" is not null;--> statement-breakpoint
ALTER TABLE tracking_url_counts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON tracking_url_counts TO authenticated;--> statement-breakpoint
CREATE POLICY tracking_url_counts_owner_select ON tracking_url_counts FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- Scans waiting to be folded no longer reference their link: the key's check locked the link's
-- row for every scan written (a third of the cost of writing a batch of spread scans), and a scan
-- of a link deleted a moment before failed its whole batch. The fold counts the scans of links
-- that still exist (whose counters it updated) and drops the rest.
ALTER TABLE "tracking_url_scans" DROP CONSTRAINT "tracking_url_scans_tracking_url_id_tracking_urls_id_fk";--> statement-breakpoint
-- The triggers that read the counters of tracking_urls go; their work moves to tracking_url_counts.
DROP TRIGGER IF EXISTS tracking_urls_hook_scan ON tracking_urls;--> statement-breakpoint
DROP FUNCTION IF EXISTS queue_tracking_scan();--> statement-breakpoint
DROP TRIGGER IF EXISTS tracking_urls_keep_campaign_results_insert ON tracking_urls;--> statement-breakpoint
DROP TRIGGER IF EXISTS tracking_urls_keep_campaign_results_update ON tracking_urls;--> statement-breakpoint
DROP TRIGGER IF EXISTS tracking_urls_keep_campaign_results_delete ON tracking_urls;--> statement-breakpoint
DROP FUNCTION IF EXISTS keep_campaign_results_tracking_urls();--> statement-breakpoint
DROP FUNCTION IF EXISTS api_tracking_url_json(tracking_urls);--> statement-breakpoint
DROP INDEX "tracking_urls_campaign_response_idx";--> statement-breakpoint
DROP INDEX "tracking_urls_user_views_id_idx";--> statement-breakpoint
DROP INDEX "tracking_urls_own_views_id_idx";--> statement-breakpoint
ALTER TABLE "tracking_urls" DROP COLUMN "last_accessed";--> statement-breakpoint
ALTER TABLE "tracking_urls" DROP COLUMN "access_count";--> statement-breakpoint
ALTER TABLE "tracking_urls" DROP COLUMN "first_accessed";--> statement-breakpoint
-- A link's counters are made with it and follow its campaign (set null when the campaign is
-- deleted). SECURITY DEFINER: links are made in a user's scope, which may not write counters.
CREATE OR REPLACE FUNCTION make_tracking_url_counts() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO tracking_url_counts (tracking_url_id, user_id, campaign_id) SELECT id, user_id, campaign_id FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_urls_make_counts AFTER INSERT ON tracking_urls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION make_tracking_url_counts();--> statement-breakpoint
-- Per statement: a campaign's delete sets campaign_id null on all its cards in one statement, and
-- their counters move in one update (joined to them by key), not one update per link.
CREATE OR REPLACE FUNCTION follow_tracking_url_owner() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE tracking_url_counts c SET user_id = n.user_id, campaign_id = n.campaign_id
    FROM new_rows n
   WHERE c.tracking_url_id = n.id AND (c.campaign_id IS DISTINCT FROM n.campaign_id OR c.user_id IS DISTINCT FROM n.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_urls_counts_follow AFTER UPDATE ON tracking_urls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION follow_tracking_url_owner();--> statement-breakpoint
-- keep_totals_tracking_urls (0014, 0022) counts links; the scans (qr_scans) are kept from the counters.
CREATE OR REPLACE FUNCTION keep_totals_tracking_urls() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, tracking_urls, postcard_links)
      SELECT user_id, count(*), count(*) FILTER (WHERE campaign_id IS NOT NULL) FROM new_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls,
      postcard_links = a.postcard_links + excluded.postcard_links;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, postcard_links)
      SELECT user_id, sum(postcard_links) FROM (
        SELECT user_id, (campaign_id IS NOT NULL)::int AS postcard_links FROM new_rows
        UNION ALL SELECT user_id, -(campaign_id IS NOT NULL)::int FROM old_rows
      ) changes GROUP BY user_id HAVING sum(postcard_links) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET postcard_links = a.postcard_links + excluded.postcard_links;
  ELSE
    INSERT INTO account_totals AS a (user_id, tracking_urls, postcard_links)
      SELECT user_id, -count(*), -count(*) FILTER (WHERE campaign_id IS NOT NULL) FROM old_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls,
      postcard_links = a.postcard_links + excluded.postcard_links;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What each row gained (new less old), added up without joining new_rows to old_rows (decision
-- 032: a plan kept from a one-link fold must cost the same per row at 5,000).
CREATE OR REPLACE FUNCTION keep_totals_tracking_url_counts() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, qr_scans)
      SELECT user_id, sum(access_count) FROM new_rows GROUP BY user_id HAVING sum(access_count) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET qr_scans = a.qr_scans + excluded.qr_scans;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, qr_scans)
      SELECT user_id, sum(n) FROM (
        SELECT user_id, access_count::bigint AS n FROM new_rows UNION ALL SELECT user_id, -access_count::bigint FROM old_rows
      ) changes GROUP BY user_id HAVING sum(n) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET qr_scans = a.qr_scans + excluded.qr_scans;
  ELSE
    INSERT INTO account_totals AS a (user_id, qr_scans)
      SELECT user_id, -sum(access_count) FROM old_rows GROUP BY user_id HAVING sum(access_count) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET qr_scans = a.qr_scans + excluded.qr_scans;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_totals_insert AFTER INSERT ON tracking_url_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_tracking_url_counts();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_totals_update AFTER UPDATE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_tracking_url_counts();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_totals_delete AFTER DELETE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_tracking_url_counts();--> statement-breakpoint
-- A campaign's responders and scans, added up per campaign first: 0021's function passed two
-- changes per link to apply_campaign_changes (10,000 for a fold of 5,000 links, each checked for
-- its campaign), where a fold of one campaign's cards needs one.
CREATE OR REPLACE FUNCTION keep_campaign_results_tracking_url_counts() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(campaign_id, NULL, 0, count(first_accessed)::int, sum(access_count), 0, 0, 0)::campaign_change
      FROM new_rows WHERE campaign_id IS NOT NULL GROUP BY campaign_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(campaign_id, NULL, 0, sum(responded)::int, sum(scans), 0, 0, 0)::campaign_change
      FROM (SELECT campaign_id, (first_accessed IS NOT NULL)::int AS responded, access_count::bigint AS scans FROM new_rows
            UNION ALL SELECT campaign_id, -(first_accessed IS NOT NULL)::int, -access_count::bigint FROM old_rows) x
      WHERE campaign_id IS NOT NULL GROUP BY campaign_id));
  ELSE
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(campaign_id, NULL, 0, -count(first_accessed)::int, -sum(access_count), 0, 0, 0)::campaign_change
      FROM old_rows WHERE campaign_id IS NOT NULL GROUP BY campaign_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_campaign_results_insert AFTER INSERT ON tracking_url_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_tracking_url_counts();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_campaign_results_update AFTER UPDATE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_tracking_url_counts();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_campaign_results_delete AFTER DELETE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_tracking_url_counts();--> statement-breakpoint
-- The API's view of a link, its counters passed in (the hook payload and its samples).
CREATE OR REPLACE FUNCTION api_tracking_url_json(t tracking_urls, access_count integer, last_accessed timestamptz) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', t.id,
    'name', t.name,
    'target_url', t.target_url,
    'access_count', access_count,
    'last_accessed', api_time(last_accessed),
    'created_at', api_time(t.created_at)
  )
$$;--> statement-breakpoint
-- tracking.scan, once per statement instead of once per row: a fold of 5,000 spread scans ran the
-- per-row trigger 5,000 times (11% of the fold's time, decision 032) for accounts that mostly
-- have no hook. Links of accounts with a tracking.scan hook whose count grew get one event each
-- (one id shared by the account's hooks), as before.
CREATE OR REPLACE FUNCTION queue_tracking_scans() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM api_hooks h WHERE h.event = 'tracking.scan' AND h.user_id IN (SELECT user_id FROM new_rows)) THEN
    RETURN NULL;
  END IF;
  WITH grown AS MATERIALIZED (
    SELECT g.*, gen_random_uuid() AS event_id FROM (
      SELECT tracking_url_id, user_id, sum(side * access_count) AS scans,
             max(access_count) FILTER (WHERE side = 1) AS access_count,
             max(last_accessed) FILTER (WHERE side = 1) AS last_accessed
        FROM (SELECT tracking_url_id, user_id, 1 AS side, access_count, last_accessed FROM new_rows
              UNION ALL SELECT tracking_url_id, user_id, -1, access_count, last_accessed FROM old_rows) x
       WHERE user_id IN (SELECT user_id FROM api_hooks WHERE event = 'tracking.scan')
       GROUP BY tracking_url_id, user_id HAVING sum(side * access_count) > 0
    ) g
  )
  INSERT INTO hook_deliveries (hook_id, user_id, event, payload)
  SELECT h.id, h.user_id, h.event,
         json_build_object('id', e.event_id, 'event', h.event, 'occurred_at', api_time(now()),
                           -- One fold may add many scans: say how many this event covers.
                           'scans', e.scans, 'tracking_url', api_tracking_url_json(t, e.access_count, e.last_accessed),
                           'campaign', api_campaign_ref(t.campaign_id), 'recipient', api_recipient_ref(t.recipient_id))
    FROM grown e
    JOIN tracking_urls t ON t.id = e.tracking_url_id
    JOIN api_hooks h ON h.user_id = e.user_id AND h.event = 'tracking.scan'
   ORDER BY e.tracking_url_id, h.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_hook_scan AFTER UPDATE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_tracking_scans();--> statement-breakpoint
-- The live updates of the Tracking and campaign pages: browsers read which table changed, so a
-- fold says tracking_urls changed, once per user and statement (as 0026's trigger did).
CREATE OR REPLACE FUNCTION notify_tracking_url_count_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_events', json_build_object('user_id', x.user_id, 'table', 'tracking_urls', 'op', TG_OP, 'id', x.id)::text)
    FROM (SELECT user_id, min(tracking_url_id) AS id FROM new_rows GROUP BY user_id) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_notify_update AFTER UPDATE ON tracking_url_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tracking_url_count_events();
--> statement-breakpoint
-- keep_scan_days (0026, 0027): a fold's day rows go to their campaign's day added up per campaign
-- and day (one change for a fold of one campaign's cards, not one per link), the campaign read
-- from the links' narrow counters rather than from tracking_urls.
CREATE OR REPLACE FUNCTION keep_scan_days() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(c.campaign_id, n.day, 0, 0, 0, 0, 0, sum(n.scans)::int)::campaign_change
      FROM new_rows n JOIN tracking_url_counts c ON c.tracking_url_id = n.tracking_url_id WHERE c.campaign_id IS NOT NULL
      GROUP BY c.campaign_id, n.day));
  ELSIF TG_OP = 'UPDATE' THEN
    -- What each row gained (its new count less its old), added up without joining new to old.
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM (
        SELECT user_id, day, scans::bigint FROM new_rows UNION ALL SELECT user_id, day, -scans::bigint FROM old_rows
      ) x GROUP BY 1, 2 HAVING sum(scans) <> 0 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(c.campaign_id, x.day, 0, 0, 0, 0, 0, sum(x.scans)::int)::campaign_change
      FROM (
        SELECT tracking_url_id, day, sum(scans)::int AS scans FROM (
          SELECT tracking_url_id, day, scans FROM new_rows UNION ALL SELECT tracking_url_id, day, -scans FROM old_rows
        ) y GROUP BY 1, 2 HAVING sum(scans) <> 0
      ) x JOIN tracking_url_counts c ON c.tracking_url_id = x.tracking_url_id WHERE c.campaign_id IS NOT NULL
      GROUP BY c.campaign_id, x.day));
  ELSE
    UPDATE account_scan_days a SET scans = a.scans - gone.scans
      FROM (SELECT user_id, day, sum(scans) AS scans FROM old_rows GROUP BY 1, 2) gone
      WHERE a.user_id = gone.user_id AND a.day = gone.day;
  END IF;
  RETURN NULL;
END $$;
