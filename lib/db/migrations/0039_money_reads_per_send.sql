CREATE TABLE "history_heads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_line_id" uuid,
	"line_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_line_entries" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cards" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"send_id" uuid,
	"type" text NOT NULL,
	"amount" numeric(12,2) NOT NULL,
	"charge_count" integer NOT NULL,
	"card_count" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"balance_after" numeric(12,2) NOT NULL,
	CONSTRAINT "history_lines_kind_check" CHECK ("history_lines"."kind" in ('postcards', 'refund', 'single')),
	CONSTRAINT "history_lines_send_check" CHECK (("history_lines"."kind" = 'single') = ("history_lines"."send_id" is null))
);
--> statement-breakpoint
CREATE INDEX "history_line_entries_line_idx" ON "history_line_entries" USING btree ("line_id","created_at","transaction_id");--> statement-breakpoint
CREATE INDEX "history_lines_user_seq_idx" ON "history_lines" USING btree ("user_id","seq","id");--> statement-breakpoint
-- Decision 046: Transaction History reads per send. The ledger stays one row per card charge; the
-- history shows lines kept here by triggers, in the statement of the transactions they show
-- (decision 021). A line is a run of consecutive completed transactions of a user (in the order
-- the balance took them) of one send and kind — its postcard charges, or its refunds — or one
-- other transaction; anything between two charges of a send starts a new line, so each line's
-- balance_after is the line before's plus its amount.
CREATE TYPE history_row AS (id uuid, user_id uuid, type text, amount numeric, order_id uuid, created_at timestamptz);--> statement-breakpoint
CREATE TYPE history_group AS (ord integer, first_id uuid, kind text, send_id uuid, type text, amount numeric,
  charges integer, cards integer, first_at timestamptz, last_at timestamptz, balance_after numeric, ids uuid[]);--> statement-breakpoint
-- How a transaction shows: grouped under its order's send (postcard charges, refunds), or alone.
CREATE OR REPLACE FUNCTION history_kind(type text, order_send uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN order_send IS NULL THEN 'single' WHEN type = 'postcard_charge' THEN 'postcards'
    WHEN type = 'refund' THEN 'refund' ELSE 'single' END $$;--> statement-breakpoint
-- Completed transactions a statement added. Per user (users in id order): lock the user's head,
-- group the rows by line, oldest first, credits before charges of the same instant; the first
-- group extends the user's last line when it is of the same send and kind.
CREATE OR REPLACE FUNCTION add_history_rows(rows history_row[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  u uuid;
  h history_heads;
  head history_lines;
  groups history_group[];
  merged boolean;
  added integer;
  last_group history_group;
  before numeric;
BEGIN
  FOR u IN SELECT DISTINCT x.user_id FROM unnest(rows) x ORDER BY 1 LOOP
    INSERT INTO history_heads (user_id) VALUES (u) ON CONFLICT (user_id) DO NOTHING;
    SELECT * INTO h FROM history_heads WHERE user_id = u FOR UPDATE;
    head := NULL;
    IF h.last_line_id IS NOT NULL THEN SELECT * INTO head FROM history_lines WHERE id = h.last_line_id; END IF;
    -- The balance before this statement, as the history has it: the last line's balance after. The
    -- history follows the ledger alone (the ledger check compares its end with the kept balance).
    before := coalesce(head.balance_after, 0);
    groups := ARRAY(
      WITH r AS (
        SELECT x.id, x.type, x.amount, x.created_at, o.send_id, history_kind(x.type, o.send_id) AS kind,
          CASE WHEN history_kind(x.type, o.send_id) = 'single' THEN 0 ELSE send_postcards(o.campaign_type, o.neighbor_count) END AS cards
        FROM unnest(rows) x LEFT JOIN orders_table o ON o.id = x.order_id AND x.type IN ('postcard_charge', 'refund')
        WHERE x.user_id = u
      ), g AS (
        SELECT (array_agg(r.id ORDER BY r.created_at, r.id))[1] AS first_id, r.kind, r.send_id, min(r.type) AS type,
          sum(r.amount) AS amount, count(*)::int AS charges, sum(r.cards)::int AS cards,
          min(r.created_at) AS first_at, max(r.created_at) AS last_at, array_agg(r.id) AS ids
        FROM r GROUP BY r.kind, r.send_id, CASE WHEN r.kind = 'single' THEN r.id END
      )
      SELECT ROW((row_number() OVER w)::int, g.first_id, g.kind, g.send_id, g.type, g.amount, g.charges, g.cards,
          g.first_at, g.last_at, before + sum(g.amount) OVER w, g.ids)::history_group
      FROM g
      WINDOW w AS (ORDER BY g.first_at, g.amount > 0 DESC, g.first_id ROWS UNBOUNDED PRECEDING)
      ORDER BY g.first_at, g.amount > 0 DESC, g.first_id
    );
    IF cardinality(groups) = 0 THEN CONTINUE; END IF;
    merged := head.id IS NOT NULL AND head.kind <> 'single' AND groups[1].kind = head.kind AND groups[1].send_id = head.send_id;
    IF merged THEN
      UPDATE history_lines SET amount = amount + groups[1].amount, charge_count = charge_count + groups[1].charges,
        card_count = card_count + groups[1].cards, first_at = least(first_at, groups[1].first_at),
        last_at = greatest(last_at, groups[1].last_at), balance_after = groups[1].balance_after
      WHERE id = head.id;
    END IF;
    INSERT INTO history_lines (id, user_id, seq, kind, send_id, type, amount, charge_count, card_count, first_at, last_at, balance_after)
      SELECT g.first_id, u, h.last_seq + g.ord - (CASE WHEN merged THEN 1 ELSE 0 END), g.kind, g.send_id, g.type, g.amount,
        g.charges, g.cards, g.first_at, g.last_at, g.balance_after
      FROM unnest(groups) g WHERE g.ord > (CASE WHEN merged THEN 1 ELSE 0 END);
    GET DIAGNOSTICS added = ROW_COUNT;
    INSERT INTO history_line_entries (transaction_id, line_id, user_id, cards, created_at)
      SELECT x.id, CASE WHEN merged AND g.ord = 1 THEN head.id ELSE g.first_id END, u,
        CASE WHEN g.kind = 'single' THEN 0 ELSE coalesce((SELECT send_postcards(o.campaign_type, o.neighbor_count) FROM orders_table o WHERE o.id = x.order_id), 0) END,
        x.created_at
      FROM unnest(groups) g CROSS JOIN LATERAL unnest(g.ids) AS i(id) JOIN unnest(rows) x ON x.id = i.id;
    last_group := groups[cardinality(groups)];
    UPDATE history_heads SET last_seq = h.last_seq + added, line_count = h.line_count + added,
      last_line_id = CASE WHEN merged AND last_group.ord = 1 THEN head.id ELSE last_group.first_id END
    WHERE user_id = u;
  END LOOP;
END $$;--> statement-breakpoint
-- Completed transactions a statement took away (deleted, or no longer completed): an operator's
-- act, never the app's (rows are never updated to change an amount). Their lines shrink, and
-- every later line's balance_after moves by what left; a line left empty goes.
CREATE OR REPLACE FUNCTION remove_history_rows(rows history_row[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  u uuid;
  l record;
  line_seq bigint;
  touched uuid[];
  gone integer;
BEGIN
  FOR u IN SELECT DISTINCT x.user_id FROM unnest(rows) x ORDER BY 1 LOOP
    INSERT INTO history_heads (user_id) VALUES (u) ON CONFLICT (user_id) DO NOTHING;
    PERFORM 1 FROM history_heads WHERE user_id = u FOR UPDATE;
    touched := '{}';
    FOR l IN SELECT e.line_id, sum(x.amount) AS amount, count(*)::int AS charges, sum(e.cards)::int AS cards
      FROM unnest(rows) x JOIN history_line_entries e ON e.transaction_id = x.id
      WHERE x.user_id = u GROUP BY e.line_id ORDER BY e.line_id
    LOOP
      touched := touched || l.line_id;
      UPDATE history_lines SET amount = amount - l.amount, charge_count = charge_count - l.charges,
        card_count = card_count - l.cards WHERE id = l.line_id RETURNING seq INTO line_seq;
      UPDATE history_lines SET balance_after = balance_after - l.amount WHERE user_id = u AND seq >= line_seq;
    END LOOP;
    DELETE FROM history_line_entries e USING unnest(rows) x WHERE e.transaction_id = x.id AND x.user_id = u;
    DELETE FROM history_lines WHERE id = ANY (touched) AND charge_count = 0;
    GET DIAGNOSTICS gone = ROW_COUNT;
    UPDATE history_lines hl SET first_at = m.first_at, last_at = m.last_at FROM (
      SELECT e.line_id, min(e.created_at) AS first_at, max(e.created_at) AS last_at FROM history_line_entries e
      WHERE e.line_id = ANY (touched) GROUP BY e.line_id
    ) m WHERE hl.id = m.line_id;
    UPDATE history_heads SET line_count = line_count - gone,
      last_line_id = (SELECT id FROM history_lines WHERE user_id = u ORDER BY seq DESC, id DESC LIMIT 1)
    WHERE user_id = u;
  END LOOP;
END $$;--> statement-breakpoint
-- Named to fire after transactions_keep_balance_*, _keep_campaign_results_* and _keep_send_money_*
-- (triggers of one event fire in name order): a money statement locks balance, campaign, send,
-- then the user's history head.
CREATE OR REPLACE FUNCTION keep_shown_history() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  removed history_row[] := '{}';
  added history_row[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := ARRAY(SELECT ROW(n.id, n.user_id, n.type, n.amount, n.order_id, n.created_at)::history_row
      FROM new_rows n WHERE n.status = 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    removed := ARRAY(SELECT ROW(o.id, o.user_id, o.type, o.amount, o.order_id, o.created_at)::history_row
      FROM old_rows o WHERE o.status = 'completed');
  ELSE
    -- A status that becomes completed adds the row now; one that stops being completed, or a
    -- change of what a completed row is, takes it away (and adds it back as it now is).
    removed := ARRAY(SELECT ROW(o.id, o.user_id, o.type, o.amount, o.order_id, o.created_at)::history_row
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.status = 'completed'
        AND (n.status <> 'completed' OR n.amount <> o.amount OR n.type <> o.type OR n.user_id <> o.user_id
          OR n.order_id IS DISTINCT FROM o.order_id));
    added := ARRAY(SELECT ROW(n.id, n.user_id, n.type, n.amount, n.order_id, n.created_at)::history_row
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status = 'completed'
        AND (o.status <> 'completed' OR n.amount <> o.amount OR n.type <> o.type OR n.user_id <> o.user_id
          OR n.order_id IS DISTINCT FROM o.order_id));
  END IF;
  IF cardinality(removed) > 0 THEN PERFORM remove_history_rows(removed); END IF;
  IF cardinality(added) > 0 THEN PERFORM add_history_rows(added); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The history of existing transactions, as the triggers would have kept it: per user, in the
-- order of created_at (credits first within one instant, then id), a new line wherever the send
-- or kind changes.
CREATE TEMP TABLE history_backfill AS
  WITH r AS (
    SELECT t.id, t.user_id, t.type, t.amount, t.created_at, o.send_id AS order_send,
      history_kind(t.type, o.send_id) AS kind,
      CASE WHEN history_kind(t.type, o.send_id) = 'single' THEN 0 ELSE send_postcards(o.campaign_type, o.neighbor_count) END AS cards
    FROM transactions t LEFT JOIN orders_table o ON o.id = t.order_id AND t.type IN ('postcard_charge', 'refund')
    WHERE t.status = 'completed'
  ), k AS (
    SELECT r.*, CASE WHEN r.kind = 'single' THEN r.id::text ELSE r.kind || ':' || r.order_send END AS line_key,
      row_number() OVER (PARTITION BY r.user_id ORDER BY r.created_at, r.amount > 0 DESC, r.id) AS rn
    FROM r
  ), p AS (
    SELECT k.*, lag(k.line_key) OVER (PARTITION BY k.user_id ORDER BY k.rn) AS prev_key FROM k
  )
  SELECT p.*, sum(CASE WHEN p.prev_key IS DISTINCT FROM p.line_key THEN 1 ELSE 0 END) OVER (PARTITION BY p.user_id ORDER BY p.rn) AS run
  FROM p;--> statement-breakpoint
INSERT INTO history_lines (id, user_id, seq, kind, send_id, type, amount, charge_count, card_count, first_at, last_at, balance_after)
  SELECT g.first_id, g.user_id, g.run, g.kind, CASE WHEN g.kind = 'single' THEN NULL ELSE g.order_send END, g.type, g.amount,
    g.charges, g.cards, g.first_at, g.last_at, sum(g.amount) OVER (PARTITION BY g.user_id ORDER BY g.run)
  FROM (
    SELECT b.user_id, b.run, (array_agg(b.id ORDER BY b.rn))[1] AS first_id, min(b.kind) AS kind, min(b.order_send::text)::uuid AS order_send,
      min(b.type) AS type, sum(b.amount) AS amount, count(*)::int AS charges, sum(b.cards)::int AS cards,
      min(b.created_at) AS first_at, max(b.created_at) AS last_at
    FROM history_backfill b GROUP BY b.user_id, b.run
  ) g;--> statement-breakpoint
INSERT INTO history_line_entries (transaction_id, line_id, user_id, cards, created_at)
  SELECT b.id, first_value(b.id) OVER (PARTITION BY b.user_id, b.run ORDER BY b.rn), b.user_id, b.cards, b.created_at
  FROM history_backfill b;--> statement-breakpoint
DROP TABLE history_backfill;--> statement-breakpoint
INSERT INTO history_heads (user_id, last_seq, last_line_id, line_count)
  SELECT l.user_id, max(l.seq), (array_agg(l.id ORDER BY l.seq DESC))[1], count(*)::int FROM history_lines l GROUP BY l.user_id;--> statement-breakpoint
CREATE TRIGGER transactions_keep_shown_history_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_shown_history();--> statement-breakpoint
CREATE TRIGGER transactions_keep_shown_history_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_shown_history();--> statement-breakpoint
CREATE TRIGGER transactions_keep_shown_history_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_shown_history();--> statement-breakpoint
-- The user reads their own history (decision 004); only the triggers write it (decision 024).
ALTER TABLE history_lines ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE history_line_entries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE history_heads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
REVOKE ALL ON history_lines, history_line_entries, history_heads FROM authenticated;--> statement-breakpoint
GRANT SELECT ON history_lines, history_line_entries, history_heads TO authenticated;--> statement-breakpoint
CREATE POLICY history_lines_owner_select ON history_lines FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY history_line_entries_owner_select ON history_line_entries FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY history_heads_owner_select ON history_heads FOR SELECT TO authenticated USING (user_id = auth.uid());
