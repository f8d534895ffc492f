-- The id's trigram index (migration 0017) answered `id = x` too (pg_trgm 1.6 gives gin_trgm_ops
-- equality), and the planner took it for joins on a link's id whose other side has no statistics:
-- the triggers' transition tables (keep_scan_days joins the folded day rows to tracking_urls).
-- Every probe then decoded posting lists shared by most ids ('000', 'bl0', ...): a fold of 5,000
-- spread scans over 200,000 links ran for minutes and a stopping process waited for it (decision
-- 032). On lower(id) the trigram index serves only the Tracking page's search, which matches
-- lower(id) (ILIKE: the same matches); a join or lookup on id uses the primary key.
DROP INDEX IF EXISTS tracking_urls_id_trgm_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tracking_urls_id_lower_trgm_idx ON tracking_urls USING gin (lower(id) gin_trgm_ops);
--> statement-breakpoint
-- PL/pgSQL plans a trigger's queries once per session and keeps the plan; the planner sized the
-- transition tables by the statement it first saw: after a fold of one link (a process's first
-- scan), joins of new_rows to old_rows were nested loops, and a fold of 5,000 links compared 25
-- million pairs (seconds in each trigger). Matched by set operations instead (hashed or sorted
-- whatever the size), the triggers cost about the same per row at any batch size.
CREATE OR REPLACE FUNCTION keep_scan_days() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(t.campaign_id, n.day, 0, 0, 0, 0, 0, n.scans)::campaign_change
      FROM new_rows n JOIN tracking_urls t ON t.id = n.tracking_url_id WHERE t.campaign_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    -- What each row gained (its new count less its old), added up without joining new to old.
    INSERT INTO account_scan_days AS a (user_id, day, scans)
      SELECT user_id, day, sum(scans) FROM (
        SELECT user_id, day, scans::bigint FROM new_rows UNION ALL SELECT user_id, day, -scans::bigint FROM old_rows
      ) x GROUP BY 1, 2 HAVING sum(scans) <> 0 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET scans = a.scans + excluded.scans;
    PERFORM apply_campaign_changes(ARRAY(SELECT ROW(t.campaign_id, x.day, 0, 0, 0, 0, 0, x.scans)::campaign_change
      FROM (
        SELECT tracking_url_id, day, sum(scans)::int AS scans FROM (
          SELECT tracking_url_id, day, scans FROM new_rows UNION ALL SELECT tracking_url_id, day, -scans FROM old_rows
        ) y GROUP BY 1, 2 HAVING sum(scans) <> 0
      ) x JOIN tracking_urls t ON t.id = x.tracking_url_id WHERE t.campaign_id IS NOT NULL));
  ELSE
    UPDATE account_scan_days a SET scans = a.scans - gone.scans
      FROM (SELECT user_id, day, sum(scans) AS scans FROM old_rows GROUP BY 1, 2) gone
      WHERE a.user_id = gone.user_id AND a.day = gone.day;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Links whose target or owner an update changed: the new rows less the old ones (EXCEPT hashes or
-- sorts both sides; the join on id was a nested loop once planned for a one-link fold). A link
-- moved to another campaign is announced too: harmless, it is re-read.
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
      FROM (SELECT id, target_url, user_id, campaign_id FROM new_rows
            EXCEPT SELECT id, target_url, user_id, campaign_id FROM old_rows) x;
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
END $$;
