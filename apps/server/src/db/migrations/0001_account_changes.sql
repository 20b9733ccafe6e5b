-- Every process caches the account status its authentication reads (disabled, valid_since, role,
-- email, verification, password) and drops an entry when PostgreSQL says the account changed:
-- on commit, whoever made the change (this app, another process, an operator in psql).
CREATE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('account_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.uid ELSE NEW.uid END);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "identity_users_changed"
	AFTER UPDATE OF "disabled", "valid_since", "role", "email", "email_verified", "password_hash"
	ON "identity_users"
	FOR EACH ROW
	WHEN (
		OLD.disabled IS DISTINCT FROM NEW.disabled OR
		OLD.valid_since IS DISTINCT FROM NEW.valid_since OR
		OLD.role IS DISTINCT FROM NEW.role OR
		OLD.email IS DISTINCT FROM NEW.email OR
		OLD.email_verified IS DISTINCT FROM NEW.email_verified OR
		OLD.password_hash IS DISTINCT FROM NEW.password_hash
	)
	EXECUTE FUNCTION "notify_account_changed"();
--> statement-breakpoint
CREATE TRIGGER "identity_users_deleted"
	AFTER DELETE ON "identity_users"
	FOR EACH ROW
	EXECUTE FUNCTION "notify_account_changed"();
