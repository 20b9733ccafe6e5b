-- A family's request list shows a substitution they asked while it stands (db/selections
-- `openSubstitutionAskAt`), which a tutor's 'Segna come gestita' settles: marking a message
-- handled, or open again, drops the family's cached pages too (migration 0030's notices).
CREATE OR REPLACE FUNCTION "notify_request_messages_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.request_id IS NOT NULL THEN
		PERFORM pg_notify('requests_changed', OLD.user_uid);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.request_id IS NOT NULL THEN
		PERFORM pg_notify('requests_changed', NEW.user_uid);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "assistance_messages_changed" ON "assistance_messages";
--> statement-breakpoint
CREATE TRIGGER "assistance_messages_changed"
	AFTER INSERT OR DELETE OR UPDATE OF "handled_at" ON "assistance_messages"
	FOR EACH ROW
	EXECUTE FUNCTION "notify_request_messages_changed"();
