CREATE TABLE "request_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"author_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_notes_kind_check" CHECK ("request_notes"."kind" in ('call', 'note'))
);
--> statement-breakpoint
ALTER TABLE "live_events" DROP CONSTRAINT "live_events_kind_check";--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_request_idx" ON "request_notes" USING btree ("request_id","id");--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_kind_check" CHECK ("live_events"."kind" in ('request', 'selection', 'interview', 'payment', 'service', 'assistance', 'note'));--> statement-breakpoint
-- A tutor's note is news to the other tutors' open pages (migration 0007), never to the family.
CREATE CONSTRAINT TRIGGER "request_notes_live_event"
	AFTER INSERT OR UPDATE OR DELETE ON "request_notes"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('note', 'request_id');
