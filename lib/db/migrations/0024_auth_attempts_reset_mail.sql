CREATE TABLE "auth_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"account" text,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" USING btree ("action","account","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_client_idx" ON "auth_attempts" USING btree ("action","client","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_mail_messages_created_idx" ON "sandbox_mail_messages" USING btree ("created_at");--> statement-breakpoint
DROP TABLE "auth_login_failures" CASCADE;--> statement-breakpoint
-- Server bookkeeping: closed to the authenticated role (Supabase's default privileges grant every new
-- table; start from nothing) and to every role but the owner (RLS without a policy).
REVOKE ALL ON auth_attempts, password_reset_tokens, sandbox_mail_messages FROM authenticated;--> statement-breakpoint
ALTER TABLE auth_attempts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE password_reset_tokens ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sandbox_mail_messages ENABLE ROW LEVEL SECURITY;
