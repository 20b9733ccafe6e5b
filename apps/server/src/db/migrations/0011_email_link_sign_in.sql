CREATE TABLE "identity_email_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"dev_link" text
);
--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "email_link_signin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "identity_email_link_codes_email_idx" ON "identity_email_link_codes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "identity_email_link_codes_expires_at_idx" ON "identity_email_link_codes" USING btree ("expires_at");--> statement-breakpoint
-- The account cache hears of the new column too (an email-link account is not anonymous).
DROP TRIGGER "identity_users_changed" ON "identity_users";--> statement-breakpoint
CREATE TRIGGER "identity_users_changed"
	AFTER UPDATE OF "disabled", "valid_since", "role", "email", "email_verified", "password_hash", "email_link_signin"
	ON "identity_users"
	FOR EACH ROW
	WHEN (
		OLD.disabled IS DISTINCT FROM NEW.disabled OR
		OLD.valid_since IS DISTINCT FROM NEW.valid_since OR
		OLD.role IS DISTINCT FROM NEW.role OR
		OLD.email IS DISTINCT FROM NEW.email OR
		OLD.email_verified IS DISTINCT FROM NEW.email_verified OR
		OLD.password_hash IS DISTINCT FROM NEW.password_hash OR
		OLD.email_link_signin IS DISTINCT FROM NEW.email_link_signin
	)
	EXECUTE FUNCTION "notify_account_changed"();
