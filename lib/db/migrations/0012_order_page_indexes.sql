DROP INDEX "orders_user_created_idx";--> statement-breakpoint
CREATE INDEX "orders_user_created_id_idx" ON "orders_table" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_active_idx" ON "orders_table" USING btree ("user_id","created_at","id") WHERE "orders_table"."status" in ('pending', 'processing', 'payment_required', 'payment_failed', 'ready', 'submitted');--> statement-breakpoint
CREATE INDEX "orders_user_done_idx" ON "orders_table" USING btree ("user_id","created_at","id") WHERE "orders_table"."status" in ('completed', 'failed', 'cancelled');