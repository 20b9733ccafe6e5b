ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "batch_key" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_batch_idx" ON "mail_outbox" USING btree ("batch_key","to") WHERE "mail_outbox"."batch_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_one_waiting_per_batch" ON "mail_outbox" USING btree ("batch_key","to") WHERE "mail_outbox"."batch_key" is not null and "mail_outbox"."sent_at" is null;--> statement-breakpoint
-- Emails already delivered keep no body: their action links (reset, verification, claim) were secrets.
UPDATE "mail_outbox" SET "text" = NULL, "html" = NULL WHERE "sent_at" IS NOT NULL;
