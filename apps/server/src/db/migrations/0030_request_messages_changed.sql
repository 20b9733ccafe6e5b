-- A family's request list shows whether a pause waits for their answer (requests.queries
-- `standByWaitsForFamily`), read from who wrote last on the request: a message written or removed
-- drops the family's cached pages too (migration 0002's notices, on commit).
CREATE FUNCTION "notify_request_messages_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND OLD.request_id IS NOT NULL THEN
		PERFORM pg_notify('requests_changed', OLD.user_uid);
	END IF;
	IF TG_OP = 'INSERT' AND NEW.request_id IS NOT NULL THEN
		PERFORM pg_notify('requests_changed', NEW.user_uid);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "assistance_messages_changed"
	AFTER INSERT OR DELETE ON "assistance_messages"
	FOR EACH ROW
	EXECUTE FUNCTION "notify_request_messages_changed"();
