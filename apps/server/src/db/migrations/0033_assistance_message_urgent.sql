-- A family's message may be urgent (the caregiver did not come): the tutors are told at once and
-- the back office lists it first.
ALTER TABLE "assistance_messages" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;
