CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_clock_single_row_check" CHECK ("sandbox_clock"."id" = 1),
	CONSTRAINT "sandbox_clock_offset_check" CHECK ("sandbox_clock"."offset_ms" >= 0)
);
