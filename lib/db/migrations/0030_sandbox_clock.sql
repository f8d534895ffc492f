CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_clock_single_row_check" CHECK ("sandbox_clock"."id" = 1),
	CONSTRAINT "sandbox_clock_offset_check" CHECK ("sandbox_clock"."offset_ms" >= 0)
);
--> statement-breakpoint
-- Server bookkeeping: closed to the authenticated role and to every role but the owner (RLS without a policy).
REVOKE ALL ON sandbox_clock FROM authenticated;--> statement-breakpoint
ALTER TABLE sandbox_clock ENABLE ROW LEVEL SECURITY;
