ALTER TABLE "live_events" ADD COLUMN "customer_uid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preference" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_notification_preference_check" CHECK ("users"."notification_preference" in ('ALL', 'ACTIONS', 'NONE'));--> statement-breakpoint
-- A family's conversation tied to no request (issue 22): its events name the family, so its own
-- live stream hears them (and no other family's). The third argument of the trigger names the
-- changed row's column that holds the customer, read when the row names no request.
CREATE OR REPLACE FUNCTION "record_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	event_kind text := TG_ARGV[0];
	changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
	event_request integer := (changed ->> TG_ARGV[1])::integer;
	event_customer text := CASE
		WHEN event_request IS NULL AND TG_NARGS > 2 THEN changed ->> TG_ARGV[2]
	END;
	recorded text := coalesce(current_setting('equilibrio.live_events', true), '');
	this_event text := ',' || event_kind || ':'
		|| coalesce(event_request::text, '-' || coalesce(event_customer, '')) || ',';
	event_id bigint;
BEGIN
	IF position(this_event IN recorded) > 0 THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('equilibrio.live_events', recorded || this_event, true);
	PERFORM pg_advisory_xact_lock(hashtext('equilibrio'), hashtext('live_events'));
	event_id := nextval('live_events_id_seq');
	INSERT INTO "live_events" ("id", "request_id", "customer_uid", "kind")
		VALUES (event_id, event_request, event_customer, event_kind);
	PERFORM pg_notify('live_events', event_id::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "assistance_messages_live_event" ON "assistance_messages";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assistance_messages_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "assistance_messages"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('assistance', 'request_id', 'user_uid');
