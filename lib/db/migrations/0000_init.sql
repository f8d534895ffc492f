CREATE TABLE "auth_login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid NOT NULL,
	"type" text NOT NULL,
	"demographics" text DEFAULT 'all' NOT NULL,
	"neighbor_count" integer DEFAULT 10 NOT NULL,
	"include_condo" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_type_check" CHECK ("campaigns"."type" in ('single', 'neighbor')),
	CONSTRAINT "campaigns_neighbor_count_check" CHECK ("campaigns"."neighbor_count" between 10 and 200 and "campaigns"."neighbor_count" % 10 = 0)
);
--> statement-breakpoint
CREATE TABLE "handwriting_styles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_pricing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cost" numeric(12,2) NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookup_pricing_single_row" CHECK ("lookup_pricing"."id" = 1),
	CONSTRAINT "lookup_pricing_cost_check" CHECK ("lookup_pricing"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders_table" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"cost" numeric(12,2) DEFAULT 0 NOT NULL,
	"cost_breakdown" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"provider_order_id" text,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders_table"."status" in ('pending', 'processing', 'payment_required', 'payment_failed', 'ready', 'submitted', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_sid" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"area_code" varchar(3) NOT NULL,
	"user_id" uuid NOT NULL,
	"forwarding_number" varchar(12) NOT NULL,
	"whisper_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_call" timestamp with time zone,
	"call_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"size" text NOT NULL,
	"cost" numeric(12,2) NOT NULL,
	CONSTRAINT "plan_pricing_size_check" CHECK ("plan_pricing"."size" in ('4x6', '6x9', '6x11')),
	CONSTRAINT "plan_pricing_cost_check" CHECK ("plan_pricing"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monthly_price" numeric(12,2) DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_product_id" text,
	"stripe_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"api_key" text,
	"api_key_hint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stripe_customer_id" text,
	"subscription_status" text,
	"current_plan_id" uuid,
	"subscription_product_id" text,
	"current_subscription" jsonb,
	"top_off_amount" numeric(12,2),
	"return_address_name" text,
	"return_address_line1" text,
	"return_address_line2" text,
	"return_address_city" text,
	"return_address_state" varchar(2),
	"return_address_zip" varchar(5)
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_neighbor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"front_image_url" text,
	"back_image_url" text,
	"front_thumbnail_url" text,
	"back_thumbnail_url" text,
	"size" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"handwriting_style_id" integer DEFAULT 5 NOT NULL,
	"handwriting_color" varchar(7) DEFAULT '#000000' NOT NULL,
	"custom_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proof_url" text,
	"proof_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_size_check" CHECK ("templates"."size" in ('4x6', '6x9', '6x11'))
);
--> statement-breakpoint
CREATE TABLE "tracking_urls" (
	"id" varchar(12) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"target_url" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_accessed" timestamp with time zone,
	"access_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_urls_id_check" CHECK ("tracking_urls"."id" ~ '^[a-z0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12,2) NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('card_charge', 'postcard_charge', 'refund')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('pending', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_table_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_table" ADD CONSTRAINT "orders_table_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_pricing" ADD CONSTRAINT "plan_pricing_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_current_plan_id_pricing_plans_id_fk" FOREIGN KEY ("current_plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_subscriptions" ADD CONSTRAINT "sandbox_payment_subscriptions_customer_id_sandbox_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_handwriting_style_id_handwriting_styles_id_fk" FOREIGN KEY ("handwriting_style_id") REFERENCES "public"."handwriting_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_login_failures_email_idx" ON "auth_login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "auth_login_failures_ip_idx" ON "auth_login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_email_key" ON "auth_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_template_idx" ON "campaigns" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_created_idx" ON "orders_table" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders_table" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders_table" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_phone_sid_key" ON "phone_numbers" USING btree ("phone_sid");--> statement-breakpoint
CREATE INDEX "phone_numbers_user_created_idx" ON "phone_numbers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_pricing_plan_size_key" ON "plan_pricing" USING btree ("plan_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_plans_name_key" ON "pricing_plans" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_stripe_customer_id_key" ON "profiles" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_api_key_key" ON "profiles" USING btree ("api_key");--> statement-breakpoint
CREATE INDEX "recipients_campaign_idx" ON "recipients" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_subscriptions_customer_idx" ON "sandbox_payment_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "templates_user_created_idx" ON "templates" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracking_urls_user_created_idx" ON "tracking_urls" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_key_key" ON "transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_user_status_created_idx" ON "transactions" USING btree ("user_id","status","created_at" DESC NULLS LAST);