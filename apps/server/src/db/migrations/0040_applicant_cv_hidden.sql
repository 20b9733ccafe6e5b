-- An accepted applicant's own CV, as uploaded, may carry a phone, an address, a tax code: hidden
-- from the families until a tutor has read it and shows it (acceptApplication does so from now on;
-- this does it for the caregivers accepted before).
UPDATE "caregivers" SET "resume_hidden" = true
WHERE "id" IN (
  SELECT "caregiver_id" FROM "caregiver_applications"
  WHERE "status" = 'ACCEPTED' AND "caregiver_id" IS NOT NULL
);
