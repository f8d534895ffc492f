ALTER TABLE "account_totals" ADD COLUMN "postcard_links" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tracking_urls_own_created_id_idx" ON "tracking_urls" USING btree ("user_id","created_at","id") WHERE "tracking_urls"."campaign_id" is null;--> statement-breakpoint
CREATE INDEX "tracking_urls_own_views_id_idx" ON "tracking_urls" USING btree ("user_id","access_count","id") WHERE "tracking_urls"."campaign_id" is null;--> statement-breakpoint
-- keep_totals_tracking_urls (0014) now also counts the postcard links, so each list of the QR
-- table (the user's own links, the postcard links) has its total kept.
CREATE OR REPLACE FUNCTION keep_totals_tracking_urls() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- A transition table exists only for the events that have it: one statement per event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, tracking_urls, postcard_links, qr_scans)
      SELECT user_id, count(*), count(*) FILTER (WHERE campaign_id IS NOT NULL), sum(access_count) FROM new_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls,
      postcard_links = a.postcard_links + excluded.postcard_links, qr_scans = a.qr_scans + excluded.qr_scans;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, postcard_links, qr_scans)
      SELECT user_id, sum(postcard_links), sum(qr_scans) FROM (
        SELECT user_id, (campaign_id IS NOT NULL)::int AS postcard_links, access_count::bigint AS qr_scans FROM new_rows
        UNION ALL SELECT user_id, -(campaign_id IS NOT NULL)::int, -access_count::bigint FROM old_rows
      ) changes GROUP BY user_id HAVING sum(postcard_links) <> 0 OR sum(qr_scans) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET postcard_links = a.postcard_links + excluded.postcard_links, qr_scans = a.qr_scans + excluded.qr_scans;
  ELSE
    INSERT INTO account_totals AS a (user_id, tracking_urls, postcard_links, qr_scans)
      SELECT user_id, -count(*), -count(*) FILTER (WHERE campaign_id IS NOT NULL), -sum(access_count) FROM old_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls,
      postcard_links = a.postcard_links + excluded.postcard_links, qr_scans = a.qr_scans + excluded.qr_scans;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE account_totals a SET postcard_links = t.n
  FROM (SELECT user_id, count(*)::int AS n FROM tracking_urls WHERE campaign_id IS NOT NULL GROUP BY user_id) t
  WHERE t.user_id = a.user_id;
