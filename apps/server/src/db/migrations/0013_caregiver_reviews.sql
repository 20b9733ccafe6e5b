CREATE TABLE "caregiver_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"user_uid" text NOT NULL,
	"service_round_id" integer,
	"rating" integer NOT NULL,
	"comment" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"hide_reason" text,
	"moderated_by_uid" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_reviews_rating_check" CHECK ("caregiver_reviews"."rating" between 1 and 5),
	CONSTRAINT "caregiver_reviews_comment_check" CHECK ("caregiver_reviews"."comment" is null or char_length("caregiver_reviews"."comment") <= 2000),
	CONSTRAINT "caregiver_reviews_status_check" CHECK ("caregiver_reviews"."status" in ('PENDING', 'PUBLISHED', 'HIDDEN')),
	CONSTRAINT "caregiver_reviews_hidden_check" CHECK ("caregiver_reviews"."status" <> 'HIDDEN' or "caregiver_reviews"."hide_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "caregiver_reviews" ADD CONSTRAINT "caregiver_reviews_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_reviews" ADD CONSTRAINT "caregiver_reviews_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_reviews" ADD CONSTRAINT "caregiver_reviews_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_reviews" ADD CONSTRAINT "caregiver_reviews_service_round_id_service_rounds_id_fk" FOREIGN KEY ("service_round_id") REFERENCES "public"."service_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_reviews_one_per_family_key" ON "caregiver_reviews" USING btree ("request_id","caregiver_id","user_uid");--> statement-breakpoint
CREATE INDEX "caregiver_reviews_caregiver_idx" ON "caregiver_reviews" USING btree ("caregiver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "caregiver_reviews_status_idx" ON "caregiver_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "caregiver_reviews_user_idx" ON "caregiver_reviews" USING btree ("user_uid");