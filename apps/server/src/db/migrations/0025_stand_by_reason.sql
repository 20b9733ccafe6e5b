ALTER TABLE "requests" ADD COLUMN "stand_by_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "stand_by_resume_by" date;