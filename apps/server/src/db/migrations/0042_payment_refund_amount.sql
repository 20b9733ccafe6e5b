-- How much of a payment to refund goes back to the family: a tutor closing a request whose
-- selection had started gives back only the part of the service not done (terms §6). Null: the
-- whole payment (every refund before this, and every payment that could not be applied).
ALTER TABLE "payments" ADD COLUMN "refund_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_amount_check" CHECK ("payments"."refund_amount_cents" is null or ("payments"."refund_required" and "payments"."refund_amount_cents" > 0 and "payments"."refund_amount_cents" <= "payments"."amount_cents"));
