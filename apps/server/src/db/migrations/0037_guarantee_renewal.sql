-- The family may switch off the renewal of the NO PROBLEM guarantee at any time (spec: "the
-- renewal can be switched off at any time"): when they did, while it stays off; null: it renews.
ALTER TABLE "requests" ADD COLUMN "guarantee_renewal_off_at" timestamp with time zone;
