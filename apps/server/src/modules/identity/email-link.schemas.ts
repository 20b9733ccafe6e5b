import { z } from 'zod';

// `accounts:signInWithEmailLink` on the wire (the Identity Toolkit protocol, as in
// identity-toolkit.schemas.ts): the SDK's signInWithEmailLink, its re-authentication, and its
// link to the signed-in account (with `idToken`).

const text = z.string().max(4096).optional();

export const signInWithEmailLinkBody = z.object({ email: text, oobCode: text, idToken: text });
export type SignInWithEmailLinkBody = z.infer<typeof signInWithEmailLinkBody>;

export const signInWithEmailLinkResponse = z.object({
  kind: z.literal('identitytoolkit#EmailLinkSigninResponse'),
  localId: z.string(),
  email: z.string(),
  /** The link created the account. */
  isNewUser: z.boolean(),
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds, as a string (Google's format). */
  expiresIn: z.string(),
});
export type SignInWithEmailLinkResponse = z.infer<typeof signInWithEmailLinkResponse>;
