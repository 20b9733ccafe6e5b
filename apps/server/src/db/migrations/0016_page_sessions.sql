CREATE TABLE "page_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"email_verified" boolean NOT NULL,
	"auth_time" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"lasting" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_sessions_role_check" CHECK ("page_sessions"."role" in ('customer', 'tutor'))
);
--> statement-breakpoint
ALTER TABLE "page_sessions" ADD CONSTRAINT "page_sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_sessions_uid_idx" ON "page_sessions" USING btree ("uid");