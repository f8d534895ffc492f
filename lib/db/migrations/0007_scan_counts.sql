ALTER TABLE "tracking_url_scans" ADD COLUMN "scans" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_url_scans" ADD CONSTRAINT "tracking_url_scans_scans_check" CHECK ("scans" > 0);
