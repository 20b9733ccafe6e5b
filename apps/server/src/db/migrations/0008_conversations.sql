ALTER TABLE "assistance_messages" ADD COLUMN "author_role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD COLUMN "author_uid" text;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD COLUMN "attachment_bytes" integer;--> statement-breakpoint
CREATE INDEX "assistance_messages_unread_idx" ON "assistance_messages" USING btree ("user_uid","author_role") WHERE "assistance_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_author_role_check" CHECK ("assistance_messages"."author_role" in ('customer', 'tutor'));