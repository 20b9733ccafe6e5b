ALTER TABLE "requests" ADD COLUMN "quote_sent_at" timestamp with time zone;--> statement-breakpoint
-- The quotes already sent: the request's last write stands for it (accepting compares it with what
-- the family's page read, from this same column).
UPDATE "requests" SET "quote_sent_at" = "updated_at" WHERE "request_detail" IS NOT NULL;
