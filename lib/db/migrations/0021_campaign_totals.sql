CREATE TABLE "campaign_days" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"postcards" integer DEFAULT 0 NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_days_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_totals" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"postcards_sent" integer DEFAULT 0 NOT NULL,
	"responders" integer DEFAULT 0 NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"spent" numeric(12,2) DEFAULT 0 NOT NULL,
	"first_order_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_days" ADD CONSTRAINT "campaign_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_totals" ADD CONSTRAINT "campaign_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept like account_totals (0014): per statement, one upsert per campaign (and day), in key
-- order so locks are always taken in one order. Each trigger below only says what its rows
-- change (campaign_change rows, the old rows' with a minus); apply_campaign_changes adds them up.
CREATE OR REPLACE FUNCTION campaign_postcards(order_id uuid, status text, neighbors_found integer) RETURNS integer
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
  -- Postcards an order mailed: none until completed; a neighbor order, each neighbor it found.
  SELECT CASE WHEN status <> 'completed' THEN 0 WHEN neighbors_found IS NULL THEN 1
    ELSE (SELECT count(*)::int FROM recipients r WHERE r.order_id = campaign_postcards.order_id AND r.is_neighbor) END
$$;--> statement-breakpoint
-- What one row adds to a campaign's results. `sent` and `calls` count in its totals and on `day`;
-- `responders`, `scans` (folded into links) and `spent` in the totals only; `day_scans` (scans by
-- the day they happened) on `day` only.
CREATE TYPE campaign_change AS (
  campaign_id uuid, day date, sent integer, responders integer, scans bigint, calls integer, spent numeric, day_scans integer
);--> statement-breakpoint
-- A change whose campaign is gone (the cascade of a campaign's delete) adds nothing: its rows
-- went with it and must not come back.
CREATE OR REPLACE FUNCTION apply_campaign_changes(changes campaign_change[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  WITH alive AS (
    SELECT c.* FROM unnest(changes) c WHERE EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = c.campaign_id)
  ), totals AS (
    INSERT INTO campaign_totals AS t (campaign_id, postcards_sent, responders, scans, calls, spent)
    SELECT campaign_id, sum(sent), sum(responders), sum(scans), sum(calls), sum(spent) FROM alive GROUP BY campaign_id
    HAVING sum(sent) <> 0 OR sum(responders) <> 0 OR sum(scans) <> 0 OR sum(calls) <> 0 OR sum(spent) <> 0 ORDER BY campaign_id
    ON CONFLICT (campaign_id) DO UPDATE SET postcards_sent = t.postcards_sent + excluded.postcards_sent,
      responders = t.responders + excluded.responders, scans = t.scans + excluded.scans, calls = t.calls + excluded.calls,
      spent = t.spent + excluded.spent
  )
  INSERT INTO campaign_days AS d (campaign_id, day, postcards, scans, calls)
  SELECT campaign_id, day, sum(sent), sum(day_scans), sum(calls) FROM alive WHERE day IS NOT NULL GROUP BY campaign_id, day
  HAVING sum(sent) <> 0 OR sum(day_scans) <> 0 OR sum(calls) <> 0 ORDER BY campaign_id, day
  ON CONFLICT (campaign_id, day) DO UPDATE SET postcards = d.postcards + excluded.postcards, scans = d.scans + excluded.scans,
    calls = d.calls + excluded.calls
$$;--> statement-breakpoint
-- In each trigger a transition table exists only for the events that have it, hence the IFs.
CREATE OR REPLACE FUNCTION keep_campaign_results_orders() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes campaign_change[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The pipeline's steps before an order completes move no postcard: most updates end here.
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status = 'completed') AND NOT EXISTS (SELECT 1 FROM old_rows WHERE status = 'completed') THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(x.campaign_id, (x.updated_at AT TIME ZONE 'UTC')::date,
      campaign_postcards(x.id, x.status, x.neighbors_found), 0, 0, 0, 0, 0)::campaign_change FROM new_rows x);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(x.campaign_id, (x.updated_at AT TIME ZONE 'UTC')::date,
      -campaign_postcards(x.id, x.status, x.neighbors_found), 0, 0, 0, 0, 0)::campaign_change FROM old_rows x);
  END IF;
  PERFORM apply_campaign_changes(changes);
  IF TG_OP = 'INSERT' THEN
    -- Where the day-by-day results start. Only an order older than the kept first one touches the row.
    INSERT INTO campaign_totals AS t (campaign_id, first_order_at)
      SELECT campaign_id, min(created_at) FROM new_rows x
      WHERE EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = x.campaign_id)
        AND NOT EXISTS (SELECT 1 FROM campaign_totals k WHERE k.campaign_id = x.campaign_id AND k.first_order_at <= x.created_at)
      GROUP BY campaign_id ORDER BY campaign_id
      ON CONFLICT (campaign_id) DO UPDATE SET first_order_at = least(t.first_order_at, excluded.first_order_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A neighbor mailed by an order that already completed (or removed from one).
CREATE OR REPLACE FUNCTION keep_campaign_results_recipients() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes campaign_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(o.campaign_id, (o.updated_at AT TIME ZONE 'UTC')::date, 1, 0, 0, 0, 0, 0)::campaign_change
      FROM new_rows x JOIN orders_table o ON o.id = x.order_id WHERE x.is_neighbor AND o.status = 'completed' AND o.neighbors_found IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(o.campaign_id, (o.updated_at AT TIME ZONE 'UTC')::date, -1, 0, 0, 0, 0, 0)::campaign_change
      FROM old_rows x JOIN orders_table o ON o.id = x.order_id WHERE x.is_neighbor AND o.status = 'completed' AND o.neighbors_found IS NOT NULL);
  END IF;
  PERFORM apply_campaign_changes(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_campaign_results_tracking_urls() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes campaign_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(x.campaign_id, NULL, 0, (x.first_accessed IS NOT NULL)::int, x.access_count, 0, 0, 0)::campaign_change
      FROM new_rows x WHERE x.campaign_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(x.campaign_id, NULL, 0, -(x.first_accessed IS NOT NULL)::int, -x.access_count, 0, 0, 0)::campaign_change
      FROM old_rows x WHERE x.campaign_id IS NOT NULL);
  END IF;
  PERFORM apply_campaign_changes(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Scans count on their day once folded into their link (lib/tracking/fold-scans.ts): nothing is
-- added to a scan's own insert on /r/{id}.
CREATE OR REPLACE FUNCTION keep_campaign_results_scans() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM apply_campaign_changes(ARRAY(SELECT ROW(t.campaign_id, (n.scanned_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, n.scans)::campaign_change
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN tracking_urls t ON t.id = n.tracking_url_id
    WHERE n.folded AND NOT o.folded AND t.campaign_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_campaign_results_calls() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes campaign_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(x.campaign_id, (x.called_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 1, 0, 0)::campaign_change
      FROM new_rows x WHERE x.campaign_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(x.campaign_id, (x.called_at AT TIME ZONE 'UTC')::date, 0, 0, 0, -1, 0, 0)::campaign_change
      FROM old_rows x WHERE x.campaign_id IS NOT NULL);
  END IF;
  PERFORM apply_campaign_changes(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- An order's charges less its refunds.
CREATE OR REPLACE FUNCTION keep_campaign_results_transactions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE changes campaign_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(o.campaign_id, NULL, 0, 0, 0, 0, -x.amount, 0)::campaign_change
      FROM new_rows x JOIN orders_table o ON o.id = x.order_id WHERE x.status = 'completed' AND x.type IN ('postcard_charge', 'refund'));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(o.campaign_id, NULL, 0, 0, 0, 0, x.amount, 0)::campaign_change
      FROM old_rows x JOIN orders_table o ON o.id = x.order_id WHERE x.status = 'completed' AND x.type IN ('postcard_charge', 'refund'));
  END IF;
  PERFORM apply_campaign_changes(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_keep_campaign_results_insert AFTER INSERT ON orders_table
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_campaign_results_update AFTER UPDATE ON orders_table
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_campaign_results_delete AFTER DELETE ON orders_table
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_orders();--> statement-breakpoint
CREATE TRIGGER recipients_keep_campaign_results_insert AFTER INSERT ON recipients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_recipients();--> statement-breakpoint
CREATE TRIGGER recipients_keep_campaign_results_update AFTER UPDATE ON recipients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_recipients();--> statement-breakpoint
CREATE TRIGGER recipients_keep_campaign_results_delete AFTER DELETE ON recipients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_recipients();--> statement-breakpoint
CREATE TRIGGER tracking_urls_keep_campaign_results_insert AFTER INSERT ON tracking_urls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_tracking_urls();--> statement-breakpoint
CREATE TRIGGER tracking_urls_keep_campaign_results_update AFTER UPDATE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_tracking_urls();--> statement-breakpoint
CREATE TRIGGER tracking_urls_keep_campaign_results_delete AFTER DELETE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_tracking_urls();--> statement-breakpoint
CREATE TRIGGER tracking_url_scans_keep_campaign_results_update AFTER UPDATE ON tracking_url_scans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_scans();--> statement-breakpoint
CREATE TRIGGER phone_calls_keep_campaign_results_insert AFTER INSERT ON phone_calls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_calls();--> statement-breakpoint
CREATE TRIGGER phone_calls_keep_campaign_results_update AFTER UPDATE ON phone_calls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_calls();--> statement-breakpoint
CREATE TRIGGER phone_calls_keep_campaign_results_delete AFTER DELETE ON phone_calls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_calls();--> statement-breakpoint
CREATE TRIGGER transactions_keep_campaign_results_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_transactions();--> statement-breakpoint
CREATE TRIGGER transactions_keep_campaign_results_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_transactions();--> statement-breakpoint
CREATE TRIGGER transactions_keep_campaign_results_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_results_transactions();--> statement-breakpoint
-- The campaigns there are, counted from their rows as the results page counted them before.
INSERT INTO campaign_totals (campaign_id, postcards_sent, responders, scans, calls, spent, first_order_at)
  SELECT c.id,
    (SELECT coalesce(sum(campaign_postcards(o.id, o.status, o.neighbors_found)), 0) FROM orders_table o WHERE o.campaign_id = c.id),
    (SELECT count(*) FROM tracking_urls t WHERE t.campaign_id = c.id AND t.first_accessed IS NOT NULL),
    (SELECT coalesce(sum(t.access_count), 0) FROM tracking_urls t WHERE t.campaign_id = c.id),
    (SELECT count(*) FROM phone_calls p WHERE p.campaign_id = c.id),
    (SELECT coalesce(-sum(x.amount), 0) FROM transactions x JOIN orders_table o ON o.id = x.order_id
       WHERE o.campaign_id = c.id AND x.status = 'completed' AND x.type IN ('postcard_charge', 'refund')),
    (SELECT min(o.created_at) FROM orders_table o WHERE o.campaign_id = c.id)
  FROM campaigns c;--> statement-breakpoint
INSERT INTO campaign_days (campaign_id, day, postcards, scans, calls)
  SELECT campaign_id, day, sum(postcards), sum(scans), sum(calls) FROM (
    SELECT o.campaign_id, (o.updated_at AT TIME ZONE 'UTC')::date AS day, campaign_postcards(o.id, o.status, o.neighbors_found) AS postcards, 0 AS scans, 0 AS calls
      FROM orders_table o WHERE o.status = 'completed'
    UNION ALL SELECT t.campaign_id, (s.scanned_at AT TIME ZONE 'UTC')::date, 0, s.scans, 0
      FROM tracking_url_scans s JOIN tracking_urls t ON t.id = s.tracking_url_id WHERE s.folded AND t.campaign_id IS NOT NULL
    UNION ALL SELECT p.campaign_id, (p.called_at AT TIME ZONE 'UTC')::date, 0, 0, 1 FROM phone_calls p WHERE p.campaign_id IS NOT NULL
  ) counts GROUP BY campaign_id, day;--> statement-breakpoint
ALTER TABLE campaign_totals ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE campaign_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE ALL ON campaign_totals, campaign_days FROM authenticated;--> statement-breakpoint
GRANT SELECT ON campaign_totals, campaign_days TO authenticated;--> statement-breakpoint
CREATE POLICY campaign_totals_owner_select ON campaign_totals FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = campaign_id AND campaigns.user_id = auth.uid()));--> statement-breakpoint
CREATE POLICY campaign_days_owner_select ON campaign_days FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = campaign_id AND campaigns.user_id = auth.uid()));
