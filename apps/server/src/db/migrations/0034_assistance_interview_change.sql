-- A family may ask to move the booked interview (INTERVIEW_CHANGE), with when they can.
ALTER TABLE "assistance_messages" DROP CONSTRAINT "assistance_messages_type_check";--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_type_check" CHECK ("assistance_messages"."type" in ('GENERIC', 'SUBSTITUTION', 'OTHER_PROFILES', 'INTERVIEW_CHANGE'));
