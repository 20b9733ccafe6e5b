import { z } from 'zod';
import { localStore, readStored, sessionStore, writeStored } from '@/lib/stored';

/**
 * What the sign-up page keeps across a reload:
 * - the pending step 2 (request sent, password not set yet) of an anonymous session, in local
 *   storage with the session itself, so a visitor who reloads or comes back continues where
 *   they left off;
 * - the step 1 draft, in session storage, so a failed submission loses nothing.
 */
const PENDING_KEY = 'equilibrio:sign-up:pending';
const DRAFT_KEY = 'equilibrio:sign-up:draft';

const pendingSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** Step 2 found that the address has an account: a reload shows the way there again. */
  taken: z.boolean().optional(),
});
export type PendingSignUp = z.infer<typeof pendingSchema>;

const draftSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  needs: z.string(),
  details: z.string(),
  companyId: z.string().nullable(),
});
export type SignUpDraft = z.infer<typeof draftSchema>;

/** The pending step 2 of this anonymous account, if it sent its first request. */
export const readPendingSignUp = (uid: string) => {
  const pending = readStored(localStore(), PENDING_KEY, pendingSchema);
  return pending?.uid === uid ? pending : null;
};
export const savePendingSignUp = (pending: PendingSignUp | null) =>
  writeStored(localStore(), PENDING_KEY, pending);

/** The step 1 draft of this tab (with the company page it was typed on), if any. */
export const readSignUpDraft = () => readStored(sessionStore(), DRAFT_KEY, draftSchema);
export const saveSignUpDraft = (draft: SignUpDraft | null) =>
  writeStored(sessionStore(), DRAFT_KEY, draft);
