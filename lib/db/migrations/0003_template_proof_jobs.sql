ALTER TABLE "templates" ADD COLUMN "proof_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "proof_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "templates_proof_queue_idx" ON "templates" USING btree ("proof_status","proof_claimed_at");