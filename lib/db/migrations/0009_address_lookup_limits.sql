CREATE TABLE "address_lookup_limits" (
	"user_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "address_lookup_limits_user_id_window_start_pk" PRIMARY KEY("user_id","window_start")
);
--> statement-breakpoint
-- Server-side bookkeeping only, like api_rate_limits: closed to the authenticated role.
REVOKE ALL ON address_lookup_limits FROM authenticated;--> statement-breakpoint
ALTER TABLE address_lookup_limits ENABLE ROW LEVEL SECURITY;
