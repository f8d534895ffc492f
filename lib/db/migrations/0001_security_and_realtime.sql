-- Row-level security and live-update triggers.
-- Written to run unchanged on PGlite, a PostgreSQL server and Supabase's Postgres.

-- On Supabase the schema auth, the function auth.uid() and the role authenticated already exist.
CREATE SCHEMA IF NOT EXISTS auth;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'auth' AND p.proname = 'uid'
  ) THEN
    -- Same contract as Supabase: the signed-in user's id from the request's JWT claims.
    EXECUTE $f$
      CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $body$
        SELECT coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        )::uuid
      $body$
    $f$;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE ROLE authenticated NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database in this cluster created it first
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO authenticated;
--> statement-breakpoint
GRANT USAGE ON SCHEMA auth TO authenticated;
--> statement-breakpoint
GRANT SELECT ON pricing_plans, plan_pricing, lookup_pricing, handwriting_styles TO authenticated;
--> statement-breakpoint
GRANT SELECT, UPDATE ON profiles TO authenticated;
--> statement-breakpoint
-- Money moves only through server code running as the owner: users may read their ledger, never write it.
GRANT SELECT ON transactions TO authenticated;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON templates, campaigns, recipients, tracking_urls, phone_numbers TO authenticated;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON orders_table TO authenticated;
--> statement-breakpoint
-- RLS on every table. Tables without a policy are closed to every role but the owner.
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transactions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE campaigns ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE recipients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orders_table ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tracking_urls ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE phone_numbers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pricing_plans ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE plan_pricing ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE lookup_pricing ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE handwriting_styles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_login_failures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sandbox_payment_customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sandbox_payment_subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY profiles_owner_select ON profiles FOR SELECT TO authenticated USING (id = auth.uid());
--> statement-breakpoint
CREATE POLICY profiles_owner_update ON profiles FOR UPDATE TO authenticated USING (id = auth.uid()) WITH CHECK (id = auth.uid());
--> statement-breakpoint
CREATE POLICY transactions_owner_select ON transactions FOR SELECT TO authenticated USING (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY templates_owner ON templates FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY campaigns_owner ON campaigns FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY recipients_owner ON recipients FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY orders_owner ON orders_table FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY tracking_urls_owner ON tracking_urls FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY phone_numbers_owner ON phone_numbers FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY pricing_plans_read ON pricing_plans FOR SELECT TO authenticated USING (true);
--> statement-breakpoint
CREATE POLICY plan_pricing_read ON plan_pricing FOR SELECT TO authenticated USING (true);
--> statement-breakpoint
CREATE POLICY lookup_pricing_read ON lookup_pricing FOR SELECT TO authenticated USING (true);
--> statement-breakpoint
CREATE POLICY handwriting_styles_read ON handwriting_styles FOR SELECT TO authenticated USING (true);
--> statement-breakpoint
-- Live updates: every change to a user's rows is announced on channel app_events.
-- TG_ARGV[0] names the column that holds the owner's id.
CREATE OR REPLACE FUNCTION notify_app_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec jsonb := to_jsonb(coalesce(NEW, OLD));
BEGIN
  PERFORM pg_notify('app_events', json_build_object(
    'user_id', rec ->> TG_ARGV[0],
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', rec ->> 'id'
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_notify AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION notify_app_event('id');
--> statement-breakpoint
CREATE TRIGGER transactions_notify AFTER INSERT OR UPDATE OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION notify_app_event('user_id');
--> statement-breakpoint
CREATE TRIGGER templates_notify AFTER INSERT OR UPDATE OR DELETE ON templates FOR EACH ROW EXECUTE FUNCTION notify_app_event('user_id');
--> statement-breakpoint
CREATE TRIGGER campaigns_notify AFTER INSERT OR UPDATE OR DELETE ON campaigns FOR EACH ROW EXECUTE FUNCTION notify_app_event('user_id');
--> statement-breakpoint
CREATE TRIGGER orders_notify AFTER INSERT OR UPDATE OR DELETE ON orders_table FOR EACH ROW EXECUTE FUNCTION notify_app_event('user_id');
--> statement-breakpoint
CREATE TRIGGER tracking_urls_notify AFTER INSERT OR UPDATE OR DELETE ON tracking_urls FOR EACH ROW EXECUTE FUNCTION notify_app_event('user_id');
--> statement-breakpoint
CREATE TRIGGER phone_numbers_notify AFTER INSERT OR UPDATE OR DELETE ON phone_numbers FOR EACH ROW EXECUTE FUNCTION notify_app_event('user_id');
