CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"request_id" integer,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind_check" CHECK ("live_events"."kind" in ('request', 'selection', 'interview', 'payment', 'service', 'assistance'))
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- The live screens' events (GET /v1/events). A change of anything a request's page shows records
-- one notice, in the transaction that makes the change, whoever makes it. The triggers are
-- deferred to the commit and take a lock there, so the ids grow in commit order: a reader that has
-- seen event n has seen every event before n (the stream resumes from Last-Event-ID). The lock is
-- held only from the commit's triggers to the commit. One notice per request and kind per
-- transaction. Every process hears `NOTIFY live_events` and reads the new rows.
CREATE SEQUENCE "live_events_id_seq" AS bigint OWNED BY "live_events"."id";
--> statement-breakpoint
CREATE FUNCTION "record_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	event_kind text := TG_ARGV[0];
	changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
	event_request integer := (changed ->> TG_ARGV[1])::integer;
	recorded text := coalesce(current_setting('equilibrio.live_events', true), '');
	this_event text := ',' || event_kind || ':' || coalesce(event_request::text, '-') || ',';
	event_id bigint;
BEGIN
	IF position(this_event IN recorded) > 0 THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('equilibrio.live_events', recorded || this_event, true);
	PERFORM pg_advisory_xact_lock(hashtext('equilibrio'), hashtext('live_events'));
	event_id := nextval('live_events_id_seq');
	INSERT INTO "live_events" ("id", "request_id", "kind") VALUES (event_id, event_request, event_kind);
	PERFORM pg_notify('live_events', event_id::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "requests_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "requests"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('request', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "caregiver_selections_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "caregiver_selections"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('selection', 'request_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "interview_appointments_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "interview_appointments"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('interview', 'request_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_rounds_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "service_rounds"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('service', 'request_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assistance_messages_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "assistance_messages"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('assistance', 'request_id');
--> statement-breakpoint
-- Payments: a new checkout and its outcome, not the reconciliation job's bookkeeping.
CREATE CONSTRAINT TRIGGER "payments_live_event"
	AFTER INSERT OR UPDATE OF "status", "refund_required" ON "payments"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('payment', 'request_id');
