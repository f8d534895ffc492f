DROP INDEX "transactions_user_status_created_idx";--> statement-breakpoint
DROP INDEX "tracking_urls_user_created_idx";--> statement-breakpoint
DROP INDEX "tracking_urls_user_views_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_status_created_id_idx" ON "transactions" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_urls_user_created_id_idx" ON "tracking_urls" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_urls_user_views_id_idx" ON "tracking_urls" USING btree ("user_id","access_count","id");