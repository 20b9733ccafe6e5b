import { z } from 'zod';

export const roleSchema = z.enum(['customer', 'tutor']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/v1/session — who the bearer token belongs to, as the API sees it. */
export const sessionSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
  role: roleSchema,
});
export type Session = z.infer<typeof sessionSchema>;
