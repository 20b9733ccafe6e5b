import { closedStatuses } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import { accountDeletionMessages } from '@equilibrio/contract/privacy';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UserRole } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { deleteFirebaseAccount } from '../identity/firebase-account';
import { removeAccount } from '../identity/identity.service';
import { isRecentSignIn } from '../identity/sessions.service';
import { endPageSessionsOf } from '../pages/page-sessions';
import { deleteUnusedFiles } from '../storage/storage.service';
import { transitionRequest } from '../workflow/workflow.service';
import {
  anonymiseNpsScoresOf,
  anonymisePaymentsOf,
  anonymiseProfile,
  anonymiseRequestsOf,
  assistanceAttachmentsOf,
  clearRequestEventNotes,
  deleteAddressesOf,
  deleteAssistanceOf,
  deleteCaregiverReviewsOf,
  deleteDependantsOf,
  deleteEmailsAbout,
  deleteInterviewsOf,
  deleteRequestDependantLinks,
  deleteRequestNotesAbout,
  findOpenPayment,
  lockProfile,
  lockRequestsOf,
} from './erasure.queries';
import { findProfile } from './export.queries';

const closed = new Set<string>(closedStatuses);

const closingNotes = {
  owner: 'La famiglia ha eliminato il suo account.',
  retention: 'Registrazione mai completata: dati eliminati per inattività.',
} as const;

/**
 * "Elimina il mio account" (GDPR art. 17): refused without a sign-in of the last 5 minutes, for
 * tutors, while a checkout is open or a caregiver is held (DA PAGARE). Otherwise, in ONE
 * transaction: the customer's data erased (see `eraseCustomerData`) and the identity account
 * deleted. In Firebase mode the account is then deleted at Google with the caller's token.
 */
export async function deleteOwnAccountWithData(
  ctx: AppContext,
  user: AuthUser,
  idToken: string,
): Promise<void> {
  if (user.role !== 'customer') {
    throw new AppError('FORBIDDEN', accountDeletionMessages.tutorAccount);
  }
  if (!isRecentSignIn(ctx, user.authTime)) {
    throw new AppError('RECENT_LOGIN_REQUIRED', accountDeletionMessages.recentLogin);
  }
  const afterCommit = await ctx.db.transaction(async (tx) => {
    const after = await eraseCustomerData(ctx, tx, {
      uid: user.uid,
      role: user.role,
      email: user.email,
    });
    if (ctx.config.identity.mode === 'local') await removeAccount(tx, user.uid);
    return after;
  });
  await afterCommit();
  if (ctx.config.identity.mode === 'firebase') await deleteFirebaseAccount(ctx, idToken);
  ctx.log.info({ uid: user.uid }, 'account deleted by its owner');
}

/**
 * Erases what the product holds about one account, in the caller's transaction, as the data
 * registry (`data-registry.ts`) documents table by table:
 * - refused (409) while a checkout is open or a caregiver is held for payment;
 * - open requests closed (the workflow's `closeAccountDeleted`, tutors emailed without the
 *   customer's name), free texts and addresses of every request removed, history notes removed;
 * - dependants, addresses, interviews, assistance messages, reviews of caregivers and emails
 *   about them deleted;
 * - payments, consent records, status history and service rounds kept, pointing only at the
 *   emptied profile (`users` row with `deleted_at`).
 * Tutors' accounts only lose their profile fields. Safe to run twice.
 *
 * Answers what is left once the caller's transaction has committed: deleting the stored files
 * the erased rows pointed at (the conversations' attachments); a rolled-back erasure keeps them.
 */
export async function eraseCustomerData(
  ctx: AppContext,
  tx: Db,
  account: { uid: string; role: UserRole; email: string | null },
  options: { reason?: 'owner' | 'retention' } = {},
): Promise<() => Promise<void>> {
  const reason = options.reason ?? 'owner';
  const now = ctx.clock.now();
  const locked = await lockProfile(tx, account.uid);
  if (!locked) return nothingLeft;
  // No page of the account is drawn again, whatever a browser still holds.
  await endPageSessionsOf(tx, account.uid);
  const releasedFiles: (string | null)[] = [];
  const profile = await findProfile(tx, account.uid);
  if (account.role === 'customer') {
    const requests = await lockRequestsOf(tx, account.uid);
    await refuseWhileMoneyIsMoving(tx, account.uid, requests);

    await clearRequestEventNotes(tx, account.uid);
    await deleteRequestNotesAbout(tx, account.uid);
    for (const request of requests) {
      if (closed.has(request.status)) continue;
      await transitionRequest(ctx, tx, {
        requestId: request.id,
        action: 'closeAccountDeleted',
        actor: { role: 'system' },
        note: closingNotes[reason],
        // Nobody is told about a sign-up abandoned for months.
        notify: reason === 'owner',
      });
    }
    await anonymiseRequestsOf(tx, account.uid, now);
    await deleteInterviewsOf(tx, account.uid);
    releasedFiles.push(...(await assistanceAttachmentsOf(tx, account.uid)));
    await deleteAssistanceOf(tx, account.uid);
    await deleteCaregiverReviewsOf(tx, account.uid);
    await anonymiseNpsScoresOf(tx, account.uid);
    await anonymisePaymentsOf(tx, account.uid, now);
    // Links to dependants first: request_dependants restricts deleting a named dependant.
    await deleteDependantsWithLinks(tx, account.uid);
    await deleteAddressesOf(tx, account.uid);
  }

  const addresses = unique([account.email, profile?.email]).map((email) => email.toLowerCase());
  const identifiers = unique([
    ...addresses,
    profile?.name && profile.surname ? fullName(profile.name, profile.surname) : null,
    profile?.name && profile.surname ? `${profile.surname} ${profile.name}` : null,
    profile?.phone,
    profile?.fiscalCode,
    profile?.vatNumber,
  ]).filter((value) => value.length >= 5);
  await deleteEmailsAbout(tx, addresses, identifiers);
  await anonymiseProfile(tx, account.uid, now);
  return () => deleteUnusedFiles(ctx, releasedFiles);
}

const nothingLeft = async () => {};

async function refuseWhileMoneyIsMoving(
  tx: Db,
  uid: string,
  requests: { id: number; status: string }[],
) {
  const held = requests.find((request) => request.status === 'DA PAGARE');
  if (held) throw new AppError('CONFLICT', accountDeletionMessages.caregiverHeld(held.id));
  const moving = await findOpenPayment(tx, uid);
  if (moving) {
    throw new AppError(
      'CONFLICT',
      moving.status === 'open'
        ? accountDeletionMessages.paymentInProgress
        : accountDeletionMessages.paymentClosing,
    );
  }
}

async function deleteDependantsWithLinks(tx: Db, uid: string) {
  await deleteRequestDependantLinks(tx, uid);
  await deleteDependantsOf(tx, uid);
}

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(
    values
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .map((v) => v.trim()),
  ),
];
