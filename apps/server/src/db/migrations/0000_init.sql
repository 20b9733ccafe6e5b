CREATE TABLE "assistance_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"request_id" integer,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_uid" text,
	CONSTRAINT "assistance_messages_type_check" CHECK ("assistance_messages"."type" in ('GENERIC', 'SUBSTITUTION'))
);
--> statement-breakpoint
CREATE TABLE "caregiver_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"phase" text DEFAULT 'SELECTED' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"selected_at" timestamp with time zone NOT NULL,
	"chosen_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"selected_by_uid" text,
	CONSTRAINT "caregiver_selections_phase_check" CHECK ("caregiver_selections"."phase" in ('SELECTED', 'CHOSEN')),
	CONSTRAINT "caregiver_selections_chosen_check" CHECK ("caregiver_selections"."phase" = 'SELECTED' or ("caregiver_selections"."chosen_at" is not null and "caregiver_selections"."published"))
);
--> statement-breakpoint
CREATE TABLE "caregivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_ref" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"photo_url" text,
	"description" text,
	"phone" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"province" text,
	"resume_hidden" boolean DEFAULT false NOT NULL,
	"cv_path" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregivers_type_check" CHECK ("caregivers"."type" in ('babysitter', 'pet-sitter', 'badante', 'colf')),
	CONSTRAINT "caregivers_doc_ref_check" CHECK ("caregivers"."doc_ref" ~ '^[a-z0-9][a-z0-9-]{2,63}$')
);
--> statement-breakpoint
CREATE TABLE "b2b_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_services" (
	"company_id" text NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "company_services_company_id_service_id_pk" PRIMARY KEY("company_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"province" text,
	"product_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "service_products_unique" UNIQUE NULLS NOT DISTINCT("service_id","province","product_type"),
	CONSTRAINT "service_products_type_check" CHECK ("service_products"."product_type" in ('SERVICE', 'SUBSCRIPTION')),
	CONSTRAINT "service_products_amount_check" CHECK ("service_products"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_line" text NOT NULL,
	"customer_type" text DEFAULT 'B2C' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_business_line_check" CHECK ("services"."business_line" in ('BABYSITTER', 'PETSITTER', 'NURSE', 'COLF')),
	CONSTRAINT "services_customer_type_check" CHECK ("services"."customer_type" in ('B2C', 'B2B'))
);
--> statement-breakpoint
CREATE TABLE "identity_oob_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"request_type" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"dev_link" text,
	CONSTRAINT "identity_oob_codes_request_type_check" CHECK ("identity_oob_codes"."request_type" in ('PASSWORD_RESET', 'VERIFY_EMAIL', 'CLAIM_ACCOUNT'))
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"provider" text NOT NULL,
	"auth_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_sessions_provider_check" CHECK ("identity_sessions"."provider" in ('password', 'anonymous'))
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"display_name" text,
	"photo_url" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refresh_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_updated_at" timestamp with time zone,
	"valid_since" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_email_sent_at" timestamp with time zone,
	CONSTRAINT "identity_users_role_check" CHECK ("identity_users"."role" in ('customer', 'tutor'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_via" text
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nps_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"email" text,
	"score" integer NOT NULL,
	"notes" text,
	"client_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_scores_score_check" CHECK ("nps_scores"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"customer_uid" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_cents" integer NOT NULL,
	"line_items" jsonb NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failure_reason" text,
	"refund_required" boolean DEFAULT false NOT NULL,
	"refund_reason" text,
	"next_check_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "payments_paid_check" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null)),
	CONSTRAINT "payments_refund_check" CHECK (not "payments"."refund_required" or ("payments"."status" = 'paid' and "payments"."refund_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "dependants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"handicap" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "dependants_gender_check" CHECK ("dependants"."gender" in ('MALE', 'FEMALE', 'OTHER')),
	CONSTRAINT "dependants_type_check" CHECK ("dependants"."type" in ('PERSON', 'CAT', 'DOG'))
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_default" boolean DEFAULT false NOT NULL,
	"zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"source" text NOT NULL,
	"request_id" integer,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_records_document_check" CHECK ("consent_records"."document" in ('privacy', 'terms')),
	CONSTRAINT "consent_records_source_check" CHECK ("consent_records"."source" in ('sign-up', 'request-form')),
	CONSTRAINT "consent_records_hash_check" CHECK ("consent_records"."content_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "request_dependants" (
	"request_id" integer NOT NULL,
	"dependant_id" integer NOT NULL,
	CONSTRAINT "request_dependants_request_id_dependant_id_pk" PRIMARY KEY("request_id","dependant_id")
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_uid" text,
	"actor_role" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_actor_role_check" CHECK ("request_events"."actor_role" in ('customer', 'tutor', 'system', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_uid" text NOT NULL,
	"status" text DEFAULT 'NUOVA' NOT NULL,
	"status_before_stand_by" text,
	"business_line" text NOT NULL,
	"needs" text,
	"message" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"address_id" integer,
	"street" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"welfare" boolean DEFAULT false NOT NULL,
	"company_id" text,
	"service_id" integer,
	"request_detail" jsonb,
	"source" text DEFAULT 'dashboard' NOT NULL,
	"idempotency_key" text,
	"assigned_tutor_uid" text,
	"contact_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('NUOVA', 'DA RICHIAMARE', 'INVIATO PREVENTIVO', 'PREVENTIVO ACCETTATO', 'SELEZIONE ATTIVA', 'INVIATO CV', 'DA PAGARE', 'PAGATO', 'COLLOQUIO PRENOTATO', 'SELEZIONE COMPLETATA', 'IN ATTESA', 'STAND BY', 'NON PIU'' INTERESSATO', 'NON RISPONDE')),
	CONSTRAINT "requests_status_before_stand_by_check" CHECK ("requests"."status_before_stand_by" is null or "requests"."status_before_stand_by" in ('NUOVA', 'DA RICHIAMARE', 'INVIATO PREVENTIVO', 'PREVENTIVO ACCETTATO', 'SELEZIONE ATTIVA', 'INVIATO CV', 'DA PAGARE', 'PAGATO', 'COLLOQUIO PRENOTATO', 'SELEZIONE COMPLETATA', 'IN ATTESA', 'STAND BY', 'NON PIU'' INTERESSATO', 'NON RISPONDE')),
	CONSTRAINT "requests_business_line_check" CHECK ("requests"."business_line" in ('BABYSITTER', 'PETSITTER', 'NURSE', 'COLF'))
);
--> statement-breakpoint
CREATE TABLE "interview_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"caregiver_id" integer,
	"scheduled_at" timestamp with time zone NOT NULL,
	"place" text,
	"video_link" text,
	"notes" text,
	"created_by_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_appointments_where_check" CHECK ("interview_appointments"."place" is not null or "interview_appointments"."video_link" is not null)
);
--> statement-breakpoint
CREATE TABLE "service_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"caregiver_id" integer,
	"caregiver_name" text,
	"event_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"hours_worked" numeric(7, 2),
	"payment_status" text DEFAULT 'TO_PAY' NOT NULL,
	"created_by_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_rounds_event_type_check" CHECK ("service_rounds"."event_type" in ('REPLACEMENT', 'USAGE', 'TRIAL', 'ACTIVATION')),
	CONSTRAINT "service_rounds_payment_status_check" CHECK ("service_rounds"."payment_status" in ('TO_PAY', 'PENDING', 'PAID', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "service_rounds_hours_check" CHECK ("service_rounds"."hours_worked" is null or "service_rounds"."hours_worked" >= 0),
	CONSTRAINT "service_rounds_dates_check" CHECK ("service_rounds"."end_date" is null or "service_rounds"."end_date" >= "service_rounds"."start_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"surname" text,
	"phone" text,
	"photo_url" text,
	"contact_preference" text,
	"fiscal_code" text,
	"vat_number" text,
	"fiscal_address" jsonb,
	"use_default_address" boolean DEFAULT false NOT NULL,
	"b2b_company_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_contact_preference_check" CHECK ("users"."contact_preference" is null or "users"."contact_preference" in ('PHONE', 'WHATSAPP', 'EMAIL'))
);
--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_selections" ADD CONSTRAINT "caregiver_selections_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_selections" ADD CONSTRAINT "caregiver_selections_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_company_id_b2b_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."b2b_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_oob_codes" ADD CONSTRAINT "identity_oob_codes_uid_identity_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."identity_users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_uid_identity_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."identity_users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_scores" ADD CONSTRAINT "nps_scores_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_uid_users_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_dependants" ADD CONSTRAINT "request_dependants_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_dependants" ADD CONSTRAINT "request_dependants_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_uid_users_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_address_id_user_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."user_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_company_id_b2b_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."b2b_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_appointments" ADD CONSTRAINT "interview_appointments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_appointments" ADD CONSTRAINT "interview_appointments_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rounds" ADD CONSTRAINT "service_rounds_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rounds" ADD CONSTRAINT "service_rounds_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_b2b_company_id_b2b_companies_id_fk" FOREIGN KEY ("b2b_company_id") REFERENCES "public"."b2b_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistance_messages_request_idx" ON "assistance_messages" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "assistance_messages_user_idx" ON "assistance_messages" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "assistance_messages_open_idx" ON "assistance_messages" USING btree ("created_at") WHERE "assistance_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "caregiver_selections_request_idx" ON "caregiver_selections" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "caregiver_selections_caregiver_idx" ON "caregiver_selections" USING btree ("caregiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_selections_current_key" ON "caregiver_selections" USING btree ("request_id","caregiver_id") WHERE "caregiver_selections"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_selections_one_pending_choice" ON "caregiver_selections" USING btree ("request_id") WHERE "caregiver_selections"."phase" = 'CHOSEN' and "caregiver_selections"."accepted_at" is null and "caregiver_selections"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "caregiver_selections_hold_idx" ON "caregiver_selections" USING btree ("hold_expires_at") WHERE "caregiver_selections"."phase" = 'CHOSEN' and "caregiver_selections"."accepted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "caregivers_doc_ref_key" ON "caregivers" USING btree ("doc_ref");--> statement-breakpoint
CREATE INDEX "caregivers_type_idx" ON "caregivers" USING btree ("type","province");--> statement-breakpoint
CREATE INDEX "services_line_idx" ON "services" USING btree ("business_line","customer_type");--> statement-breakpoint
CREATE INDEX "identity_oob_codes_uid_idx" ON "identity_oob_codes" USING btree ("uid","request_type");--> statement-breakpoint
CREATE INDEX "identity_oob_codes_expires_at_idx" ON "identity_oob_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_sessions_uid_idx" ON "identity_sessions" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_email_key" ON "identity_users" USING btree ("email") WHERE "identity_users"."email" is not null;--> statement-breakpoint
CREATE INDEX "identity_users_created_at_idx" ON "identity_users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "identity_users_claim_pending_idx" ON "identity_users" USING btree ("created_at") WHERE "identity_users"."password_hash" is null and "identity_users"."claim_email_sent_at" is null;--> statement-breakpoint
CREATE INDEX "identity_users_anonymous_activity_idx" ON "identity_users" USING btree ("last_refresh_at") WHERE "identity_users"."password_hash" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "nps_scores_created_idx" ON "nps_scores" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nps_scores_user_idx" ON "nps_scores" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref") WHERE "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_request" ON "payments" USING btree ("request_id") WHERE "payments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payments_open_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "dependants_user_idx" ON "dependants" USING btree ("user_uid","id");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default" ON "user_addresses" USING btree ("user_uid") WHERE "user_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_uid","id");--> statement-breakpoint
CREATE INDEX "consent_records_request_idx" ON "consent_records" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_dependants_dependant_idx" ON "request_dependants" USING btree ("dependant_id");--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "requests_customer_list_idx" ON "requests" USING btree ("customer_uid","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_customer_status_idx" ON "requests" USING btree ("customer_uid","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_assigned_tutor_idx" ON "requests" USING btree ("assigned_tutor_uid","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "requests_idempotency_key" ON "requests" USING btree ("customer_uid","idempotency_key") WHERE "requests"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "interview_appointments_request_idx" ON "interview_appointments" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "service_rounds_request_idx" ON "service_rounds" USING btree ("request_id","start_date","id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_b2b_company_idx" ON "users" USING btree ("b2b_company_id");