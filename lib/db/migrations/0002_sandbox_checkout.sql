CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12,2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_path" text NOT NULL,
	"cancel_path" text NOT NULL,
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_checkout_sessions_amount_check" CHECK ("sandbox_checkout_sessions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_customer_id_sandbox_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_payment_customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE sandbox_checkout_sessions ENABLE ROW LEVEL SECURITY;

