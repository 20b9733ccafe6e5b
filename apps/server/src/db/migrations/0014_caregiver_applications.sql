CREATE TABLE "caregiver_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"types" text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"province" text,
	"birth_date" date,
	"comune" text,
	"work_comuni" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_provinces" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_of_experience" integer,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"live_in" boolean DEFAULT false NOT NULL,
	"presentation" text,
	"photo_path" text,
	"cv_path" text,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"decline_reason" text,
	"consent_version" text NOT NULL,
	"consent_hash" text NOT NULL,
	"decided_by_uid" text,
	"decided_at" timestamp with time zone,
	"caregiver_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_applications_status_check" CHECK ("caregiver_applications"."status" in ('RECEIVED', 'IN_REVIEW', 'ACCEPTED', 'DECLINED')),
	CONSTRAINT "caregiver_applications_decided_check" CHECK (("caregiver_applications"."status" in ('RECEIVED', 'IN_REVIEW')) = ("caregiver_applications"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "caregiver_applications" ADD CONSTRAINT "caregiver_applications_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregiver_applications_status_idx" ON "caregiver_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "caregiver_applications_caregiver_idx" ON "caregiver_applications" USING btree ("caregiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_applications_open_email_key" ON "caregiver_applications" USING btree (lower("email")) WHERE "caregiver_applications"."status" in ('RECEIVED', 'IN_REVIEW');--> statement-breakpoint
CREATE INDEX "caregiver_applications_declined_idx" ON "caregiver_applications" USING btree ("decided_at") WHERE "caregiver_applications"."status" = 'DECLINED';--> statement-breakpoint
ALTER TABLE "caregiver_checks" ADD CONSTRAINT "caregiver_checks_application_id_caregiver_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."caregiver_applications"("id") ON DELETE cascade ON UPDATE no action;