-- When the request's own terms (what the family's form holds, and the service's address a tutor
-- corrects) were last written: the version the family's edit is checked against. 'updated_at'
-- moves with anything (a tutor taking the request, a message), which refused edits that
-- changed nothing the form shows. Null: unchanged since the request was created.
ALTER TABLE "requests" ADD COLUMN "terms_updated_at" timestamp with time zone;
