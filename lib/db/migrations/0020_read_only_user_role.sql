-- The role authenticated reads, never writes (decision 024).
--
-- On Supabase a signed-in user holds a JWT for this role and can call the Data API (PostgREST)
-- with it directly, without our server: whatever the role may write, the user may write with
-- none of the product's rules. Owner policies FOR ALL let a user set their own plan or
-- Stripe customer, insert an order already 'ready' to mail, rent a phone number for nothing or
-- point a web hook at an inside address. So every write goes through server code on the owner
-- connection, where the rules are; the role keeps its owner-scoped reads.

DROP POLICY IF EXISTS profiles_owner_update ON profiles;--> statement-breakpoint
DROP POLICY IF EXISTS templates_owner ON templates;--> statement-breakpoint
DROP POLICY IF EXISTS campaigns_owner ON campaigns;--> statement-breakpoint
DROP POLICY IF EXISTS recipients_owner ON recipients;--> statement-breakpoint
DROP POLICY IF EXISTS orders_owner ON orders_table;--> statement-breakpoint
DROP POLICY IF EXISTS tracking_urls_owner ON tracking_urls;--> statement-breakpoint
DROP POLICY IF EXISTS phone_numbers_owner ON phone_numbers;--> statement-breakpoint
DROP POLICY IF EXISTS api_hooks_owner ON api_hooks;--> statement-breakpoint
CREATE POLICY templates_owner_select ON templates FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY campaigns_owner_select ON campaigns FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY recipients_owner_select ON recipients FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY orders_owner_select ON orders_table FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY tracking_urls_owner_select ON tracking_urls FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY phone_numbers_owner_select ON phone_numbers FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
CREATE POLICY api_hooks_owner_select ON api_hooks FOR SELECT TO authenticated USING (user_id = auth.uid());--> statement-breakpoint
-- Without a write policy row-level security already refuses every write; the privileges go too,
-- so a table a later migration forgets to protect is still not writable through the API.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA public FROM authenticated;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLES FROM authenticated;--> statement-breakpoint
-- Supabase's role for callers without a session: the app never gives it data.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    EXECUTE 'REVOKE ALL ON ALL TABLES IN SCHEMA public FROM anon';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM anon';
  END IF;
END
$$;
