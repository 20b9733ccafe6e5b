ALTER TABLE "payments" ADD COLUMN "provider_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_expire_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'canceled' and "payments"."provider_closed_at" is null and "payments"."provider_ref" is not null;--> statement-breakpoint
-- Checkouts closed before this column: failed and expired ones were reported closed by the
-- provider (or passed their expiry there), and a closed sandbox checkout takes no money. Canceled
-- Stripe checkouts stay unset: the reconciliation job expires them at Stripe once.
UPDATE "payments" SET "provider_closed_at" = coalesce("closed_at", "updated_at")
WHERE "status" in ('failed', 'expired') or ("status" = 'canceled' and "provider" = 'sandbox');
