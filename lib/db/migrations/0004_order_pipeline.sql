CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text,
	"idempotency_key" text NOT NULL,
	"amount" numeric(12,2) NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"declines_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_postcard_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"accepted" boolean NOT NULL,
	"rejection" text,
	"request" jsonb NOT NULL,
	"settles_at" timestamp with time zone,
	"failure" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_due_idx";--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "charge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "submitting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "recharge_key" text;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "recharge_amount" numeric(12,2);--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "neighbors_found" integer;--> statement-breakpoint
ALTER TABLE "orders_table" ADD COLUMN "neighbors_skipped" integer;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_idempotency_key_key" ON "sandbox_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_postcard_orders_reference_idx" ON "sandbox_postcard_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_queue_idx" ON "orders_table" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_provider_order_idx" ON "orders_table" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "recipients_order_idx" ON "recipients" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recipients_user_address_idx" ON "recipients" USING btree ("user_id",lower((address ->> 'street_number') || ' ' || (address ->> 'route') || ' ' || (address ->> 'postal_code')));--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");
--> statement-breakpoint
-- Sandbox tables belong to the server alone: RLS on, no policy.
ALTER TABLE sandbox_payment_methods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sandbox_payment_intents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sandbox_postcard_orders ENABLE ROW LEVEL SECURITY;
