-- Issue 34, point 4: a campaign's rates count people. A follow-up card goes to the campaign's own
-- recipient row (decision 038), so one recipient is one household however many cards it got; the
-- kept card counts (campaign_totals) become counts of households by subtracting the repeats kept
-- here, and the campaign card's recipients leave out the cancelled first cards.
CREATE TABLE "campaign_households" (
	"recipient_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"cards_mailed" integer DEFAULT 0 NOT NULL,
	"cards_responded" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_household_totals" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"repeat_cards" integer DEFAULT 0 NOT NULL,
	"repeat_responses" integer DEFAULT 0 NOT NULL,
	"cancelled_recipients" integer DEFAULT 0 NOT NULL,
	"cancelled_neighbors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_households" ADD CONSTRAINT "campaign_households_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_household_totals" ADD CONSTRAINT "campaign_household_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the campaigns hold now, counted from their rows before any trigger below exists.
INSERT INTO campaign_households (recipient_id, campaign_id, cards_mailed, cards_responded)
  SELECT r.id, r.campaign_id,
    (SELECT count(*) FROM orders_table o WHERE o.recipient_id = r.id AND o.campaign_type = 'single' AND o.status = 'completed'),
    (SELECT count(*) FROM tracking_urls t JOIN tracking_url_counts n ON n.tracking_url_id = t.id
      WHERE t.recipient_id = r.id AND n.first_accessed IS NOT NULL)
  FROM recipients r
  WHERE EXISTS (SELECT 1 FROM orders_table o WHERE o.recipient_id = r.id AND o.campaign_type = 'single' AND o.status = 'completed')
     OR EXISTS (SELECT 1 FROM tracking_urls t JOIN tracking_url_counts n ON n.tracking_url_id = t.id
      WHERE t.recipient_id = r.id AND n.first_accessed IS NOT NULL);--> statement-breakpoint
INSERT INTO campaign_household_totals (campaign_id, repeat_cards, repeat_responses, cancelled_recipients, cancelled_neighbors)
  SELECT c.id,
    (SELECT coalesce(sum(greatest(h.cards_mailed - 1, 0)), 0) FROM campaign_households h WHERE h.campaign_id = c.id),
    (SELECT coalesce(sum(greatest(h.cards_responded - 1, 0)), 0) FROM campaign_households h WHERE h.campaign_id = c.id),
    (SELECT count(*) FROM orders_table o WHERE o.campaign_id = c.id AND o.follow_up_step_id IS NULL AND o.status = 'cancelled'),
    (SELECT count(*) FROM orders_table o JOIN recipients r ON r.order_id = o.id AND r.is_neighbor
      WHERE o.campaign_id = c.id AND o.follow_up_step_id IS NULL AND o.status = 'cancelled')
  FROM campaigns c;--> statement-breakpoint
-- What one statement changes of a household: its completed cards and its scanned links.
CREATE TYPE household_change AS (recipient_id uuid, mailed integer, responded integer);--> statement-breakpoint
-- Added up per household, in key order (locks always taken in one order). A household whose
-- recipient is gone (the cascade of a campaign's delete) adds nothing: its row went with it.
CREATE OR REPLACE FUNCTION apply_household_changes(changes household_change[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO campaign_households AS h (recipient_id, campaign_id, cards_mailed, cards_responded)
  SELECT c.recipient_id, r.campaign_id, sum(c.mailed), sum(c.responded)
    FROM unnest(changes) c JOIN recipients r ON r.id = c.recipient_id
   GROUP BY c.recipient_id, r.campaign_id HAVING sum(c.mailed) <> 0 OR sum(c.responded) <> 0 ORDER BY c.recipient_id
  ON CONFLICT (recipient_id) DO UPDATE SET cards_mailed = h.cards_mailed + excluded.cards_mailed,
    cards_responded = h.cards_responded + excluded.cards_responded
$$;--> statement-breakpoint
-- What one statement changes of a campaign's people counts (campaign_household_totals).
CREATE TYPE household_total_change AS (
  campaign_id uuid, repeat_cards integer, repeat_responses integer, cancelled_recipients integer, cancelled_neighbors integer
);--> statement-breakpoint
-- Added up per campaign in key order; a campaign that is gone (its delete's cascade) adds nothing.
CREATE OR REPLACE FUNCTION apply_household_total_changes(changes household_total_change[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO campaign_household_totals AS t (campaign_id, repeat_cards, repeat_responses, cancelled_recipients, cancelled_neighbors)
  SELECT c.campaign_id, sum(c.repeat_cards), sum(c.repeat_responses), sum(c.cancelled_recipients), sum(c.cancelled_neighbors)
    FROM unnest(changes) c WHERE EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = c.campaign_id)
   GROUP BY c.campaign_id
  HAVING sum(c.repeat_cards) <> 0 OR sum(c.repeat_responses) <> 0 OR sum(c.cancelled_recipients) <> 0 OR sum(c.cancelled_neighbors) <> 0
   ORDER BY c.campaign_id
  ON CONFLICT (campaign_id) DO UPDATE SET repeat_cards = t.repeat_cards + excluded.repeat_cards,
    repeat_responses = t.repeat_responses + excluded.repeat_responses,
    cancelled_recipients = t.cancelled_recipients + excluded.cancelled_recipients,
    cancelled_neighbors = t.cancelled_neighbors + excluded.cancelled_neighbors
$$;--> statement-breakpoint
-- Orders: a single send's completed card counts for its recipient (a neighbor order's cards are
-- each a household of their own, counted in campaign_totals); a cancelled first card takes its
-- recipient, and the neighbors found for it, off the campaign card.
CREATE OR REPLACE FUNCTION keep_campaign_households_orders() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  changes household_change[] := '{}';
  totals household_total_change[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The pipeline's steps before an order completes or is cancelled change neither: most updates end here.
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status IN ('completed', 'cancelled'))
       AND NOT EXISTS (SELECT 1 FROM old_rows WHERE status IN ('completed', 'cancelled')) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(recipient_id, count(*)::int, 0)::household_change
      FROM new_rows WHERE status = 'completed' AND campaign_type = 'single' GROUP BY recipient_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(recipient_id, -count(*)::int, 0)::household_change
      FROM old_rows WHERE status = 'completed' AND campaign_type = 'single' GROUP BY recipient_id);
  END IF;
  PERFORM apply_household_changes(changes);
  -- The neighbors found for an order are looked up only for a cancelled first card.
  IF TG_OP <> 'DELETE' THEN
    totals := totals || ARRAY(SELECT ROW(campaign_id, 0, 0, count(*)::int,
        sum((SELECT count(*) FROM recipients r WHERE r.order_id = x.id AND r.is_neighbor))::int)::household_total_change
      FROM new_rows x WHERE status = 'cancelled' AND follow_up_step_id IS NULL GROUP BY campaign_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    totals := totals || ARRAY(SELECT ROW(campaign_id, 0, 0, -count(*)::int,
        -sum((SELECT count(*) FROM recipients r WHERE r.order_id = x.id AND r.is_neighbor))::int)::household_total_change
      FROM old_rows x WHERE status = 'cancelled' AND follow_up_step_id IS NULL GROUP BY campaign_id);
  END IF;
  PERFORM apply_household_total_changes(totals);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Links: a link scanned for the first time (first_accessed set) counts for its recipient. The
-- fold's usual update adds scans to links already scanned and returns at the first test; otherwise
-- what each link gained is added up without joining new_rows to old_rows (decision 032: a plan
-- kept from a one-link fold must cost the same per row at 5,000), and its recipient read by key.
CREATE OR REPLACE FUNCTION keep_campaign_households_links() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_household_changes(ARRAY(SELECT ROW(t.recipient_id, 0, count(*)::int)::household_change
      FROM new_rows n JOIN tracking_urls t ON t.id = n.tracking_url_id
      WHERE n.first_accessed IS NOT NULL AND t.recipient_id IS NOT NULL GROUP BY t.recipient_id));
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE first_accessed IS NULL)
       AND NOT EXISTS (SELECT 1 FROM new_rows WHERE first_accessed IS NULL) THEN
      RETURN NULL;
    END IF;
    PERFORM apply_household_changes(ARRAY(SELECT ROW(t.recipient_id, 0, sum(x.responded)::int)::household_change
      FROM (
        SELECT tracking_url_id, sum(responded) AS responded FROM (
          SELECT tracking_url_id, (first_accessed IS NOT NULL)::int AS responded FROM new_rows
          UNION ALL SELECT tracking_url_id, -(first_accessed IS NOT NULL)::int FROM old_rows
        ) y GROUP BY tracking_url_id HAVING sum(responded) <> 0
      ) x JOIN tracking_urls t ON t.id = x.tracking_url_id
      WHERE t.recipient_id IS NOT NULL GROUP BY t.recipient_id));
  ELSE
    PERFORM apply_household_changes(ARRAY(SELECT ROW(t.recipient_id, 0, -count(*)::int)::household_change
      FROM old_rows n JOIN tracking_urls t ON t.id = n.tracking_url_id
      WHERE n.first_accessed IS NOT NULL AND t.recipient_id IS NOT NULL GROUP BY t.recipient_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Each household's cards beyond its first, added up per campaign (new with plus, old with minus).
CREATE OR REPLACE FUNCTION keep_campaign_household_totals() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE totals household_total_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    totals := totals || ARRAY(SELECT ROW(campaign_id, sum(greatest(cards_mailed - 1, 0))::int,
        sum(greatest(cards_responded - 1, 0))::int, 0, 0)::household_total_change FROM new_rows GROUP BY campaign_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    totals := totals || ARRAY(SELECT ROW(campaign_id, -sum(greatest(cards_mailed - 1, 0))::int,
        -sum(greatest(cards_responded - 1, 0))::int, 0, 0)::household_total_change FROM old_rows GROUP BY campaign_id);
  END IF;
  PERFORM apply_household_total_changes(totals);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_keep_households_insert AFTER INSERT ON orders_table
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_households_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_households_update AFTER UPDATE ON orders_table
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_households_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_households_delete AFTER DELETE ON orders_table
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_households_orders();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_households_insert AFTER INSERT ON tracking_url_counts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_households_links();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_households_update AFTER UPDATE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_households_links();--> statement-breakpoint
CREATE TRIGGER tracking_url_counts_keep_households_delete AFTER DELETE ON tracking_url_counts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_households_links();--> statement-breakpoint
CREATE TRIGGER campaign_households_keep_totals_insert AFTER INSERT ON campaign_households
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_household_totals();--> statement-breakpoint
CREATE TRIGGER campaign_households_keep_totals_update AFTER UPDATE ON campaign_households
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_household_totals();--> statement-breakpoint
CREATE TRIGGER campaign_households_keep_totals_delete AFTER DELETE ON campaign_households
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_campaign_household_totals();--> statement-breakpoint
ALTER TABLE campaign_households ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE campaign_household_totals ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE ALL ON campaign_households, campaign_household_totals FROM authenticated;--> statement-breakpoint
GRANT SELECT ON campaign_households, campaign_household_totals TO authenticated;--> statement-breakpoint
CREATE POLICY campaign_households_owner_select ON campaign_households FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = campaign_id AND campaigns.user_id = auth.uid()));--> statement-breakpoint
CREATE POLICY campaign_household_totals_owner_select ON campaign_household_totals FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM campaigns WHERE campaigns.id = campaign_id AND campaigns.user_id = auth.uid()));
