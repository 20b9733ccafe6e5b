CREATE TABLE "account_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_action_check" CHECK ("account_events"."action" in ('disabled', 'enabled'))
);
--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_uid_identity_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."identity_users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_uid_idx" ON "account_events" USING btree ("uid","id");