-- The caregiver's email address, for the family tutors only (the application's, once accepted):
-- a tutor writes to a caregiver without looking for the application.
ALTER TABLE "caregivers" ADD COLUMN "email" text;
