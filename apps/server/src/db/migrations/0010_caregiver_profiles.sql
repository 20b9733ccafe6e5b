CREATE TABLE "caregiver_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer,
	"application_id" integer,
	"kind" text NOT NULL,
	"checked_on" date NOT NULL,
	"reference" text,
	"notes" text,
	"tutor_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_checks_kind_check" CHECK ("caregiver_checks"."kind" in ('identity-document', 'references', 'agency-interview', 'criminal-record', 'first-aid')),
	CONSTRAINT "caregiver_checks_owner_check" CHECK ("caregiver_checks"."caregiver_id" is not null or "caregiver_checks"."application_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "caregiver_selections" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "comune" text;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "work_comuni" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "work_provinces" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "years_of_experience" integer;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "availability" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "live_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "presentation" text;--> statement-breakpoint
ALTER TABLE "caregiver_checks" ADD CONSTRAINT "caregiver_checks_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregiver_checks_caregiver_idx" ON "caregiver_checks" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "caregiver_checks_application_idx" ON "caregiver_checks" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "caregivers_skills_idx" ON "caregivers" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "caregivers_work_comuni_idx" ON "caregivers" USING gin ("work_comuni");--> statement-breakpoint
CREATE INDEX "caregivers_work_provinces_idx" ON "caregivers" USING gin ("work_provinces");--> statement-breakpoint
CREATE INDEX "caregivers_comune_idx" ON "caregivers" USING btree ("comune");