-- The Tracking page's search ('Search URLs...': the target URL or the id, anywhere in it, any
-- case) through trigram indexes, so a search reads its matches instead of every link of the
-- user (issue 13). pg_trgm ships with PostgreSQL's contrib, Supabase and PGlite (loaded by
-- openPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tracking_urls_target_url_trgm_idx ON tracking_urls USING gin (target_url gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tracking_urls_id_trgm_idx ON tracking_urls USING gin (id gin_trgm_ops);
