-- Decision 041: mail leaves through this queue. A request inserts the row; the background worker
-- sends it (FOR UPDATE SKIP LOCKED, retries with backoff) and clears the body once sent or failed.
CREATE TABLE "mail_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" = 'pending';--> statement-breakpoint
-- Server bookkeeping: closed to the authenticated role (Supabase's default privileges grant every new
-- table; start from nothing) and to every role but the owner (RLS without a policy).
REVOKE ALL ON mail_queue FROM authenticated;--> statement-breakpoint
ALTER TABLE mail_queue ENABLE ROW LEVEL SECURITY;
