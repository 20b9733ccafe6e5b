-- A first request sent without signing in, with the address of an existing account: the account
-- gets a link (HAND_OVER) that brings the request in from any device once it signs in.
ALTER TABLE "identity_oob_codes" DROP CONSTRAINT "identity_oob_codes_request_type_check";--> statement-breakpoint
ALTER TABLE "identity_oob_codes" ADD CONSTRAINT "identity_oob_codes_request_type_check" CHECK ("identity_oob_codes"."request_type" in ('PASSWORD_RESET', 'VERIFY_EMAIL', 'CLAIM_ACCOUNT', 'VERIFY_AND_CHANGE_EMAIL', 'RECOVER_EMAIL', 'HAND_OVER'));
