ALTER TABLE "caregiver_selections" ADD COLUMN "availability_confirmed_at" timestamp with time zone;
