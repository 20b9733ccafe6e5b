ALTER TABLE "requests" ADD COLUMN "quote_sent_at" timestamp with time zone;--> statement-breakpoint
-- The quotes still waiting for the family (sent, or paused while sent): written when they were
-- last sent, as their history says. The others keep no moment (accepting no longer reads it).
UPDATE "requests" SET "quote_sent_at" = (
  SELECT max("created_at") FROM "request_events"
  WHERE "request_events"."request_id" = "requests"."id"
    AND "request_events"."to_status" = 'INVIATO PREVENTIVO'
)
WHERE "status" = 'INVIATO PREVENTIVO'
  OR ("status" = 'STAND BY' AND "status_before_stand_by" = 'INVIATO PREVENTIVO');
