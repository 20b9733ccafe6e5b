import { z } from 'zod';
import { signInAnswer } from './identity-toolkit.schemas';

// `accounts:signInWithEmailLink` on the wire (the Identity Toolkit protocol, as in
// identity-toolkit.schemas.ts): the SDK's signInWithEmailLink, its re-authentication, and its
// link to the signed-in account (with `idToken`).

const text = z.string().max(4096).optional();

export const signInWithEmailLinkBody = z.object({ email: text, oobCode: text, idToken: text });
export type SignInWithEmailLinkBody = z.infer<typeof signInWithEmailLinkBody>;

export const signInWithEmailLinkResponse = signInAnswer('identitytoolkit#EmailLinkSigninResponse', {
  email: z.string(),
  /** The link created the account. */
  isNewUser: z.boolean(),
});
export type SignInWithEmailLinkResponse = z.infer<typeof signInWithEmailLinkResponse>;
