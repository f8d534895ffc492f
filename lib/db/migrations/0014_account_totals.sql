CREATE TABLE "account_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"completed_transactions" integer DEFAULT 0 NOT NULL,
	"postcards_sent" integer DEFAULT 0 NOT NULL,
	"tracking_urls" integer DEFAULT 0 NOT NULL,
	"qr_scans" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept like account_balances (0011): one upsert per user per statement, users in id order.
CREATE OR REPLACE FUNCTION keep_totals_transactions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- A transition table exists only for the events that have it: one statement per event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, completed_transactions)
      SELECT user_id, sum(completed_transactions) FROM (SELECT user_id, (status = 'completed')::int AS completed_transactions FROM new_rows) changes GROUP BY user_id HAVING sum(completed_transactions) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET completed_transactions = a.completed_transactions + excluded.completed_transactions;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, completed_transactions)
      SELECT user_id, sum(completed_transactions) FROM (SELECT user_id, (status = 'completed')::int AS completed_transactions FROM new_rows UNION ALL SELECT user_id, -(status = 'completed')::int FROM old_rows) changes GROUP BY user_id HAVING sum(completed_transactions) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET completed_transactions = a.completed_transactions + excluded.completed_transactions;
  ELSE
    INSERT INTO account_totals AS a (user_id, completed_transactions)
      SELECT user_id, sum(completed_transactions) FROM (SELECT user_id, -(status = 'completed')::int AS completed_transactions FROM old_rows) changes GROUP BY user_id HAVING sum(completed_transactions) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET completed_transactions = a.completed_transactions + excluded.completed_transactions;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_totals_orders() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- A transition table exists only for the events that have it: one statement per event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, postcards_sent)
      SELECT user_id, sum(postcards_sent) FROM (SELECT user_id, (status = 'completed')::int AS postcards_sent FROM new_rows) changes GROUP BY user_id HAVING sum(postcards_sent) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET postcards_sent = a.postcards_sent + excluded.postcards_sent;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, postcards_sent)
      SELECT user_id, sum(postcards_sent) FROM (SELECT user_id, (status = 'completed')::int AS postcards_sent FROM new_rows UNION ALL SELECT user_id, -(status = 'completed')::int FROM old_rows) changes GROUP BY user_id HAVING sum(postcards_sent) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET postcards_sent = a.postcards_sent + excluded.postcards_sent;
  ELSE
    INSERT INTO account_totals AS a (user_id, postcards_sent)
      SELECT user_id, sum(postcards_sent) FROM (SELECT user_id, -(status = 'completed')::int AS postcards_sent FROM old_rows) changes GROUP BY user_id HAVING sum(postcards_sent) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET postcards_sent = a.postcards_sent + excluded.postcards_sent;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_totals_tracking_urls() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- A transition table exists only for the events that have it: one statement per event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, tracking_urls, qr_scans)
      SELECT user_id, sum(tracking_urls), sum(qr_scans) FROM (SELECT user_id, 1 AS tracking_urls, access_count::bigint AS qr_scans FROM new_rows) changes GROUP BY user_id HAVING sum(tracking_urls) <> 0 OR sum(qr_scans) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls, qr_scans = a.qr_scans + excluded.qr_scans;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, tracking_urls, qr_scans)
      SELECT user_id, sum(tracking_urls), sum(qr_scans) FROM (SELECT user_id, 1 AS tracking_urls, access_count::bigint AS qr_scans FROM new_rows UNION ALL SELECT user_id, -1, -access_count::bigint FROM old_rows) changes GROUP BY user_id HAVING sum(tracking_urls) <> 0 OR sum(qr_scans) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls, qr_scans = a.qr_scans + excluded.qr_scans;
  ELSE
    INSERT INTO account_totals AS a (user_id, tracking_urls, qr_scans)
      SELECT user_id, sum(tracking_urls), sum(qr_scans) FROM (SELECT user_id, -1 AS tracking_urls, -access_count::bigint AS qr_scans FROM old_rows) changes GROUP BY user_id HAVING sum(tracking_urls) <> 0 OR sum(qr_scans) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET tracking_urls = a.tracking_urls + excluded.tracking_urls, qr_scans = a.qr_scans + excluded.qr_scans;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_keep_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_transactions();--> statement-breakpoint
CREATE TRIGGER transactions_keep_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_transactions();--> statement-breakpoint
CREATE TRIGGER transactions_keep_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_transactions();--> statement-breakpoint
CREATE TRIGGER orders_keep_totals_insert AFTER INSERT ON orders_table
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_totals_update AFTER UPDATE ON orders_table
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_orders();--> statement-breakpoint
CREATE TRIGGER orders_keep_totals_delete AFTER DELETE ON orders_table
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_orders();--> statement-breakpoint
CREATE TRIGGER tracking_urls_keep_totals_insert AFTER INSERT ON tracking_urls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_tracking_urls();--> statement-breakpoint
CREATE TRIGGER tracking_urls_keep_totals_update AFTER UPDATE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_tracking_urls();--> statement-breakpoint
CREATE TRIGGER tracking_urls_keep_totals_delete AFTER DELETE ON tracking_urls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_totals_tracking_urls();--> statement-breakpoint
INSERT INTO account_totals (user_id, completed_transactions, postcards_sent, tracking_urls, qr_scans)
  SELECT user_id, sum(completed_transactions), sum(postcards_sent), sum(tracking_urls), sum(qr_scans) FROM (
    SELECT user_id, count(*) AS completed_transactions, 0 AS postcards_sent, 0 AS tracking_urls, 0 AS qr_scans FROM transactions WHERE status = 'completed' GROUP BY user_id
    UNION ALL SELECT user_id, 0, count(*), 0, 0 FROM orders_table WHERE status = 'completed' GROUP BY user_id
    UNION ALL SELECT user_id, 0, 0, count(*), sum(access_count) FROM tracking_urls GROUP BY user_id
  ) counts GROUP BY user_id;--> statement-breakpoint
ALTER TABLE account_totals ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON account_totals TO authenticated;--> statement-breakpoint
CREATE POLICY account_totals_owner_select ON account_totals FOR SELECT TO authenticated USING (user_id = auth.uid());
