// Account actions on the signed-in user and the email-action codes (firebase/auth).

import { RECENT_LOGIN_MS } from '@equilibrio/contract/session';
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { currentUserOrThrow, getAuthInstance, publish } from './auth';
import { toServerTime } from './server-clock';

/** A minute short of the identity service's window: the time to read, click and be heard. */
const RECENT_ENOUGH_MS = RECENT_LOGIN_MS - 60_000;

/**
 * Whether the signed-in account signed in moments ago (by password or by an emailed link), so a
 * sensitive operation needs no password again: an account that signs in by links only has none
 * to type (the identity service checks the same window itself).
 */
export async function signedInRecently(): Promise<boolean> {
  const { authTime } = await currentUserOrThrow().getIdTokenResult();
  // On the server's clock, which stamped the sign-in (this device's may run minutes off).
  return toServerTime(Date.now()) - Date.parse(authTime) < RECENT_ENOUGH_MS;
}

/**
 * Signs in again with the current password (spec §1 "re-authenticating"): the identity service
 * then counts the sign-in as recent, which sensitive operations (password change, account
 * deletion) require. Throws the SDK's errors (auth/invalid-credential for a wrong password).
 */
export async function reauthenticate(currentPassword: string) {
  const user = currentUserOrThrow();
  if (!user.email)
    throw Object.assign(new Error('Account senza email'), { code: 'auth/missing-email' });
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, currentPassword),
  );
  return user;
}

/** Spec §1: re-authenticate with the current password, then change it. */
export async function changePassword(currentPassword: string, newPassword: string) {
  const user = await reauthenticate(currentPassword);
  await updatePassword(user, newPassword);
  publish(user);
}

/**
 * 'Cambia email': re-authenticate with the current password, then send the confirmation link to
 * the new address (the email changes only when the link is opened; the identity service then
 * signs every device out and tells the old address, with a way to undo it).
 */
export async function changeEmail(currentPassword: string, newEmail: string) {
  const user = await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail);
}

export const verifyResetCode = (code: string) => verifyPasswordResetCode(getAuthInstance(), code);
export const confirmReset = (code: string, newPassword: string) =>
  confirmPasswordReset(getAuthInstance(), code, newPassword);
export const applyEmailCode = (code: string) => applyActionCode(getAuthInstance(), code);

/** Reads an email-action code without using it (which action, for which email). */
export const inspectActionCode = (code: string) => checkActionCode(getAuthInstance(), code);
