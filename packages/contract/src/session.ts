import { z } from 'zod';

/**
 * Sensitive operations (password change, account deletion) need a sign-in this recent: the
 * identity service checks it; the web app asks no password again within it (a link sign-in just
 * made is the proof, for an account that has no password).
 */
export const RECENT_LOGIN_MS = 5 * 60_000;

export const roleSchema = z.enum(['customer', 'tutor']);
export type Role = z.infer<typeof roleSchema>;

/** The account as the API shows it (the session, the profile): its uid and address. */
export const accountFields = {
  uid: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
};

/** GET /api/v1/session — who the bearer token belongs to, as the API sees it. */
export const sessionSchema = z.object({ ...accountFields, role: roleSchema });
export type Session = z.infer<typeof sessionSchema>;
