import { z } from 'zod';

/**
 * The Identity Toolkit / Secure Token wire format (IDENTITY.md §2–3). These shapes are Google's
 * protocol, spoken only by the firebase/auth SDK, so they live with the server rather than in the
 * product contract. Requests ignore unknown fields (the SDK sends clientType, captcha fields…);
 * responses list every field explicitly, so nothing stored (hashes, salts) can slip out.
 */

const text = z.string().max(4096);
const optionalText = text.optional();

export const signUpBody = z.object({
  email: optionalText,
  password: optionalText,
  idToken: optionalText,
  displayName: z.string().max(256).nullable().optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({ email: optionalText, password: optionalText });
export type SignInBody = z.infer<typeof signInBody>;

export const idTokenBody = z.object({ idToken: optionalText });
export type IdTokenBody = z.infer<typeof idTokenBody>;

export const updateBody = z.object({
  idToken: optionalText,
  oobCode: optionalText,
  displayName: z.string().max(256).nullable().optional(),
  photoUrl: z.string().max(2048).nullable().optional(),
  password: optionalText,
  email: optionalText,
  deleteAttribute: z.array(z.string().max(64)).max(10).optional(),
});
export type UpdateBody = z.infer<typeof updateBody>;

export const sendOobCodeBody = z.object({
  requestType: optionalText,
  email: optionalText,
  idToken: optionalText,
  newEmail: optionalText,
  continueUrl: z.string().max(2048).optional(),
});
export type SendOobCodeBody = z.infer<typeof sendOobCodeBody>;

export const resetPasswordBody = z.object({ oobCode: optionalText, newPassword: optionalText });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const tokenBody = z.object({ grant_type: optionalText, refresh_token: optionalText });
export type TokenBody = z.infer<typeof tokenBody>;

export const apiKeyQuery = z.object({ key: z.string().max(200).optional() });

// Responses -------------------------------------------------------------------------------------

const tokens = {
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds, as a string (Google's format). */
  expiresIn: z.string(),
};
export type IssuedTokens = { idToken: string; refreshToken: string; expiresIn: string };

/** A sign-in's answer: its kind, the account's uid (`localId`), `fields`, then the tokens. */
export const signInAnswer = <K extends string, F extends z.ZodRawShape>(kind: K, fields: F) =>
  z.object({ kind: z.literal(kind), localId: z.string(), ...fields, ...tokens });

export const signUpResponse = signInAnswer('identitytoolkit#SignupNewUserResponse', {
  email: z.string().optional(),
  displayName: z.string().optional(),
});
export type SignUpResponse = z.infer<typeof signUpResponse>;

export const signInResponse = signInAnswer('identitytoolkit#VerifyPasswordResponse', {
  email: z.string(),
  displayName: z.string(),
  registered: z.literal(true),
});
export type SignInResponse = z.infer<typeof signInResponse>;

const providerUserInfo = z.object({
  providerId: z.literal('password'),
  email: z.string(),
  federatedId: z.string(),
  rawId: z.string(),
  displayName: z.string().optional(),
  photoUrl: z.string().optional(),
});

/** Production's placeholder: the SDK only needs a truthy `passwordHash` (never the hash). */
export const REDACTED_PASSWORD_HASH = 'UkVEQUNURUQ=';

/** What the SDK reads of an account, in every answer that describes one. */
const accountFields = {
  localId: z.string(),
  email: z.string().optional(),
  emailVerified: z.boolean().optional(),
  displayName: z.string().optional(),
  photoUrl: z.string().optional(),
  passwordHash: z.literal(REDACTED_PASSWORD_HASH).optional(),
};

export const userRecord = z.object({
  ...accountFields,
  /** ms since the epoch, a number. */
  passwordUpdatedAt: z.number().optional(),
  /** seconds since the epoch, a string. */
  validSince: z.string(),
  /** ms since the epoch, strings. */
  lastLoginAt: z.string(),
  createdAt: z.string(),
  /** RFC 3339. */
  lastRefreshAt: z.string(),
  providerUserInfo: z.array(providerUserInfo).optional(),
  /** The account signs in with emailed links (EMAIL_SIGNIN). */
  emailLinkSignin: z.boolean().optional(),
  /** Custom claims as a JSON string (`{"role":"tutor"}` for staff). */
  customAttributes: z.string().optional(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const lookupResponse = z.object({
  kind: z.literal('identitytoolkit#GetAccountInfoResponse'),
  users: z.array(userRecord),
});

export const updateResponse = z.object({
  kind: z.literal('identitytoolkit#SetAccountInfoResponse'),
  ...accountFields,
  providerUserInfo: z.array(providerUserInfo).optional(),
  idToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresIn: z.string().optional(),
});
export type UpdateResponse = z.infer<typeof updateResponse>;

export const deleteResponse = z.object({
  kind: z.literal('identitytoolkit#DeleteAccountResponse'),
});

export const sendOobCodeResponse = z.object({
  kind: z.literal('identitytoolkit#GetOobConfirmationCodeResponse'),
  email: z.string(),
});

export const resetPasswordResponse = z.object({
  kind: z.literal('identitytoolkit#ResetPasswordResponse'),
  requestType: z.enum([
    'PASSWORD_RESET',
    'VERIFY_EMAIL',
    'VERIFY_AND_CHANGE_EMAIL',
    'RECOVER_EMAIL',
  ]),
  email: z.string(),
  newEmail: z.string().optional(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

export const tokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.string(),
  id_token: z.string(),
  project_id: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  user_id: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const passwordPolicyResponse = z.object({
  customStrengthOptions: z.object({
    minPasswordLength: z.number(),
    containsUppercaseCharacter: z.boolean(),
    containsNumericCharacter: z.boolean(),
    containsNonAlphanumericCharacter: z.boolean(),
  }),
  allowedNonAlphanumericCharacters: z.array(z.string()),
  enforcementState: z.enum(['ENFORCE', 'OFF']),
  forceUpgradeOnSignin: z.boolean(),
  schemaVersion: z.literal(1),
});

export const recaptchaConfigResponse = z.object({
  recaptchaKey: z.string(),
  recaptchaEnforcementState: z.array(
    z.object({ provider: z.string(), enforcementState: z.literal('OFF') }),
  ),
});

export const projectConfigResponse = z.object({
  projectId: z.string(),
  authorizedDomains: z.array(z.string()),
});

export const createAuthUriBody = z.object({
  identifier: optionalText,
  continueUri: z.string().max(2048).optional(),
  providerId: optionalText,
});
export type CreateAuthUriBody = z.infer<typeof createAuthUriBody>;

/** With email-enumeration protection Google names no sign-in method, for any address. */
export const createAuthUriResponse = z.object({
  kind: z.literal('identitytoolkit#CreateAuthUriResponse'),
  sessionId: z.string(),
});

export const devOobCodesResponse = z.object({
  oobCodes: z.array(
    z.object({
      email: z.string(),
      requestType: z.string(),
      oobCode: z.string(),
      oobLink: z.string(),
    }),
  ),
});
