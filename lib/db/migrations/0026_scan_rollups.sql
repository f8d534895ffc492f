-- Scan storage that stays bounded (decision 028): the fold adds scans to per-link-per-day counts
-- and deletes them, so tracking_url_scans holds only the scans of the last moments. The chart
-- and campaign results read these counts.
CREATE TABLE "account_scan_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_scan_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "tracking_url_days" (
	"tracking_url_id" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_url_days_tracking_url_id_day_pk" PRIMARY KEY("tracking_url_id","day")
);
--> statement-breakpoint
-- The fold no longer marks scans folded: campaign_days counts them from tracking_url_days below.
DROP TRIGGER IF EXISTS tracking_url_scans_keep_campaign_results_update ON tracking_url_scans;--> statement-breakpoint
DROP FUNCTION IF EXISTS keep_campaign_results_scans();--> statement-breakpoint
-- The scans folded so far, rolled up (campaign_days already counts them) and removed.
INSERT INTO tracking_url_days (tracking_url_id, day, user_id, scans)
  SELECT s.tracking_url_id, (s.scanned_at AT TIME ZONE 'UTC')::date, t.user_id, sum(s.scans)
  FROM tracking_url_scans s JOIN tracking_urls t ON t.id = s.tracking_url_id WHERE s.folded GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO account_scan_days (user_id, day, scans) SELECT user_id, day, sum(scans) FROM tracking_url_days GROUP BY 1, 2;--> statement-breakpoint
DELETE FROM tracking_url_scans WHERE folded;--> statement-breakpoint
DROP INDEX "tracking_url_scans_user_time_idx";--> statement-breakpoint
DROP INDEX "tracking_url_scans_url_time_idx";--> statement-breakpoint
DROP INDEX "tracking_url_scans_unfolded_idx";--> statement-breakpoint
ALTER TABLE "tracking_url_scans" DROP COLUMN "folded";--> statement-breakpoint
-- A link's day counts move its account's day (also when the link is deleted) and, for a postcard
-- link, its campaign's day, as the fold's update of tracking_url_scans did before.
CREATE OR REPLACE FUNCTION keep_scan_days() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(t.campaign_id, n.day, 0, 0, 0, 0, 0, n.scans)::campaign_change
      FROM new_rows n JOIN tracking_urls t ON t.id = n.tracking_url_id WHERE t.campaign_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT n.user_id, n.day, sum(n.scans - o.scans) FROM new_rows n JOIN old_rows o ON o.tracking_url_id = n.tracking_url_id AND o.day = n.day
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(t.campaign_id, n.day, 0, 0, 0, 0, 0, n.scans - o.scans)::campaign_change
      FROM new_rows n JOIN old_rows o ON o.tracking_url_id = n.tracking_url_id AND o.day = n.day
      JOIN tracking_urls t ON t.id = n.tracking_url_id WHERE t.campaign_id IS NOT NULL));
  ELSE
    UPDATE account_scan_days a SET scans = a.scans - gone.scans
      FROM (SELECT user_id, day, sum(scans) AS scans FROM old_rows GROUP BY 1, 2) gone
      WHERE a.user_id = gone.user_id AND a.day = gone.day;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_url_days_keep_insert AFTER INSERT ON tracking_url_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_scan_days();--> statement-breakpoint
CREATE TRIGGER tracking_url_days_keep_update AFTER UPDATE ON tracking_url_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_scan_days();--> statement-breakpoint
CREATE TRIGGER tracking_url_days_keep_delete AFTER DELETE ON tracking_url_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_scan_days();--> statement-breakpoint
-- Each process keeps an index of every link for /r/{id} (lib/tracking/link-index.ts); a link whose
-- target or owner changed, or that was deleted, is announced on tracking_links at commit: up to
-- 500 link ids, else the campaigns whose links were retargeted (c:{uuid}), else '*' (reload
-- everything).
-- New links are not announced: an id the index lacks is looked up.
CREATE OR REPLACE FUNCTION announce_tracking_link_changes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  n integer;
  ids text;
  campaign_count integer;
  own_links integer;
  campaign_list text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT count(*), count(DISTINCT x.campaign_id), count(*) FILTER (WHERE x.campaign_id IS NULL), string_agg(x.id, ','),
           string_agg(DISTINCT 'c:' || x.campaign_id::text, ',')
      INTO n, campaign_count, own_links, ids, campaign_list
      FROM new_rows x JOIN old_rows o ON o.id = x.id
      WHERE x.target_url IS DISTINCT FROM o.target_url OR x.user_id IS DISTINCT FROM o.user_id;
  ELSE
    SELECT count(*), count(DISTINCT o.campaign_id), count(*) FILTER (WHERE o.campaign_id IS NULL), string_agg(o.id, ','),
           string_agg(DISTINCT 'c:' || o.campaign_id::text, ',')
      INTO n, campaign_count, own_links, ids, campaign_list
      FROM old_rows o;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  ELSIF n <= 500 THEN
    PERFORM pg_notify('tracking_links', ids);
  ELSIF TG_OP = 'UPDATE' AND own_links = 0 AND campaign_count <= 100 THEN
    PERFORM pg_notify('tracking_links', campaign_list);
  ELSE
    PERFORM pg_notify('tracking_links', '*');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_urls_announce_update AFTER UPDATE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_tracking_link_changes();--> statement-breakpoint
CREATE TRIGGER tracking_urls_announce_delete AFTER DELETE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_tracking_link_changes();--> statement-breakpoint
ALTER TABLE tracking_url_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE account_scan_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON tracking_url_days, account_scan_days TO authenticated;--> statement-breakpoint
CREATE POLICY tracking_url_days_owner_select ON tracking_url_days FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY account_scan_days_owner_select ON account_scan_days FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- A link's days go with it. A trigger rather than a foreign key: the fold inserts thousands of
-- day rows a second, and a key's check on each (a lock on its link) cost as much as the rest.
CREATE OR REPLACE FUNCTION forget_tracking_url_days() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM tracking_url_days WHERE tracking_url_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_urls_forget_days AFTER DELETE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION forget_tracking_url_days();--> statement-breakpoint
-- The live updates of the Tracking page (migration 0001's notify_app_event, once per row): the
-- fold updates thousands of links a second, and each row's NOTIFY was parsed by every web
-- process. Browsers only read the table, so one event per user and statement says the same.
DROP TRIGGER IF EXISTS tracking_urls_notify ON tracking_urls;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_tracking_url_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('app_events', json_build_object('user_id', x.user_id, 'table', TG_TABLE_NAME, 'op', TG_OP, 'id', x.id)::text)
      FROM (SELECT user_id, min(id) AS id FROM old_rows GROUP BY user_id) x;
  ELSE
    PERFORM pg_notify('app_events', json_build_object('user_id', x.user_id, 'table', TG_TABLE_NAME, 'op', TG_OP, 'id', x.id)::text)
      FROM (SELECT user_id, min(id) AS id FROM new_rows GROUP BY user_id) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tracking_urls_notify_insert AFTER INSERT ON tracking_urls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tracking_url_events();--> statement-breakpoint
CREATE TRIGGER tracking_urls_notify_update AFTER UPDATE ON tracking_urls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tracking_url_events();--> statement-breakpoint
CREATE TRIGGER tracking_urls_notify_delete AFTER DELETE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tracking_url_events();
