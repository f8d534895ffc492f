CREATE TABLE "account_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" numeric(12,2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The balance kept beside the ledger (issue 13). Statement-level triggers with transition tables:
-- one upsert per user per statement, users in id order so two statements never wait on each
-- other in a circle. SECURITY DEFINER: whoever writes a transaction row keeps the balance with it.
CREATE OR REPLACE FUNCTION keep_balances_after_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO account_balances AS b (user_id, balance)
    SELECT user_id, sum(amount) FROM new_rows WHERE status = 'completed' GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET balance = b.balance + excluded.balance;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_balances_after_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO account_balances AS b (user_id, balance)
    SELECT user_id, sum(delta) FROM (
      SELECT user_id, amount AS delta FROM new_rows WHERE status = 'completed'
      UNION ALL
      SELECT user_id, -amount FROM old_rows WHERE status = 'completed'
    ) changes GROUP BY user_id HAVING sum(delta) <> 0 ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET balance = b.balance + excluded.balance;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_balances_after_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO account_balances AS b (user_id, balance)
    SELECT user_id, -sum(amount) FROM old_rows WHERE status = 'completed' GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET balance = b.balance + excluded.balance;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transactions_keep_balance_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_balances_after_insert();--> statement-breakpoint
CREATE TRIGGER transactions_keep_balance_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_balances_after_update();--> statement-breakpoint
CREATE TRIGGER transactions_keep_balance_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_balances_after_delete();--> statement-breakpoint
INSERT INTO account_balances (user_id, balance)
  SELECT user_id, sum(amount) FROM transactions WHERE status = 'completed' GROUP BY user_id;--> statement-breakpoint
-- Readable by its owner, like the ledger; written only by the triggers.
ALTER TABLE account_balances ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON account_balances TO authenticated;--> statement-breakpoint
CREATE POLICY account_balances_owner_select ON account_balances FOR SELECT TO authenticated USING (user_id = auth.uid());
