ALTER TABLE "account_totals" ADD COLUMN "orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- keep_totals_orders (0014) now also keeps the number of orders, for the public API's total.
CREATE OR REPLACE FUNCTION keep_totals_orders() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- A transition table exists only for the events that have it: one statement per event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS a (user_id, orders, postcards_sent)
      SELECT user_id, count(*), count(*) FILTER (WHERE status = 'completed') FROM new_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET orders = a.orders + excluded.orders, postcards_sent = a.postcards_sent + excluded.postcards_sent;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_totals AS a (user_id, postcards_sent)
      SELECT user_id, sum(postcards_sent) FROM (
        SELECT user_id, (status = 'completed')::int AS postcards_sent FROM new_rows
        UNION ALL SELECT user_id, -(status = 'completed')::int FROM old_rows
      ) changes GROUP BY user_id HAVING sum(postcards_sent) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET postcards_sent = a.postcards_sent + excluded.postcards_sent;
  ELSE
    INSERT INTO account_totals AS a (user_id, orders, postcards_sent)
      SELECT user_id, -count(*), -count(*) FILTER (WHERE status = 'completed') FROM old_rows GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET orders = a.orders + excluded.orders, postcards_sent = a.postcards_sent + excluded.postcards_sent;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE account_totals a SET orders = o.n FROM (SELECT user_id, count(*)::int AS n FROM orders_table GROUP BY user_id) o WHERE o.user_id = a.user_id;--> statement-breakpoint
INSERT INTO account_totals (user_id, orders)
  SELECT user_id, count(*) FROM orders_table GROUP BY user_id ON CONFLICT (user_id) DO NOTHING;
