import { z } from 'zod';
import { emailSchema, newPasswordSchema, validationMessages } from './validation';

/**
 * Product API around the identity service (spec §7 user-controller, and the account claim of the
 * 'Email confermata' page). The Identity Toolkit protocol itself is spoken by firebase/auth.
 */

/**
 * GET /api/v1/user-controller/send-reset-password-email?email=[&next=] (public). `next`: the
 * dashboard page the login page was opened for (its own `?next=`); the emailed link leads back
 * there once the new password is saved. Only a dashboard page of this site is followed; anything
 * else is ignored, never refused.
 */
export const sendResetPasswordEmailQuerySchema = z.object({
  email: emailSchema(
    'Impossibile inviare mail di reset password senza fornire un indirizzo email valido.',
  ),
  next: z.string().optional().catch(undefined),
});

/**
 * One verification email per account at most this often: the server refuses a sooner one (429 /
 * TOO_MANY_ATTEMPTS_TRY_LATER) and the dashboard banner counts it down ('Puoi inviarla di nuovo
 * tra 45 s').
 */
export const VERIFICATION_RESEND_COOLDOWN_MS = 60_000;

/** GET /api/v1/user-controller/send-verification-email?email= (public). */
export const sendVerificationEmailQuerySchema = z.object({
  email: emailSchema(validationMessages.loginEmail),
});

/**
 * The answer of both send-*-email calls: the same whether or not the address has an account
 * (email-enumeration protection), so it only says the request was taken.
 */
export const emailRequestAcceptedSchema = z.object({ accepted: z.literal(true) });
export type EmailRequestAccepted = z.infer<typeof emailRequestAcceptedSchema>;

const oobCodeSchema = z.string().trim().min(1, validationMessages.required).max(200);

/** GET /api/v1/user-controller/claim-account?oobCode= (public): whose account the link claims. */
export const claimAccountQuerySchema = z.object({ oobCode: oobCodeSchema });

/** POST /api/v1/user-controller/claim-account (public): sets the password of that account. */
export const claimAccountBodySchema = z.object({
  oobCode: oobCodeSchema,
  password: newPasswordSchema,
});
export type ClaimAccountBody = z.infer<typeof claimAccountBodySchema>;

/** Both claim-account calls answer the account's email; the page then signs in with it. */
export const claimAccountResponseSchema = z.object({ email: z.string() });
export type ClaimAccountResponse = z.infer<typeof claimAccountResponseSchema>;
