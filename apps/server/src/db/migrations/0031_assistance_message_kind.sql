ALTER TABLE "assistance_messages" ADD COLUMN "kind" text DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_kind_check" CHECK ("assistance_messages"."kind" in ('ask', 'message'));--> statement-breakpoint
UPDATE "assistance_messages" SET "kind" = 'message' WHERE "author_role" = 'tutor';
