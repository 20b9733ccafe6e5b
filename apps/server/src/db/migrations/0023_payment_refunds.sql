ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by_uid" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK (("payments"."refunded_at" is null and "payments"."refunded_by_uid" is null and "payments"."refund_note" is null) or ("payments"."refund_required" and "payments"."refunded_at" is not null and "payments"."refunded_by_uid" is not null));--> statement-breakpoint
-- A refund recorded as made is news of its request too: the tutors' open pages refresh.
DROP TRIGGER "payments_live_event" ON "payments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_live_event"
	AFTER INSERT OR UPDATE OF "status", "refund_required", "refunded_at" ON "payments"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW
	EXECUTE FUNCTION "record_live_event"('payment', 'request_id');
