import { handOverMessages } from '@equilibrio/contract/privacy';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { type AuthUser, resolveUser } from '../../plugins/auth';
import { deleteFirebaseAccount } from '../identity/firebase-account';
import { lockAccount, removeAccount } from '../identity/identity.service';
import { ensureUser } from '../users/user-lock';
import { recordActivity } from '../workflow/request-activity.service';
import { mailCustomer } from '../workflow/request-mails.service';
import { mailTemplates } from '../workflow/workflow.mail';
import { lockProfile } from './erasure.queries';
import { fillProfileGaps, findProfileForHandOver, moveCustomerRows } from './hand-over.queries';
import { purgeCustomer } from './privacy.queries';

/** The history line of a request handed over (back office only). */
export const handOverActivity =
  'Richiesta collegata all’account già registrato della famiglia, che ha effettuato l’accesso';

/**
 * The sign-up hand-over: a visitor sent a first request as an anonymous account, then signed in
 * to the account their address already has (sign-up step 2 answered EMAIL_EXISTS). The browser
 * still holds the anonymous session's ID token, which proves the request is this visitor's; the
 * signed-in account proves the address. Where the address the visitor typed is the account's,
 * everything of the anonymous account moves to it (requests with their history, payments,
 * assistiti, addresses, consents, messages, scores, reviews), the account's profile gets what it
 * lacked (name, phone, partner company), and the anonymous account is deleted — one
 * transaction. Each request's history says so; one still NUOVA gets its receipt now (it was held
 * back: nobody had proved the address). Answers the requests moved.
 */
export async function handOverAnonymousRequests(
  ctx: AppContext,
  caller: AuthUser,
  anonymousIdToken: string,
): Promise<{ requestIds: number[] }> {
  if (caller.role !== 'customer' || caller.isAnonymous || !caller.email) {
    throw new AppError('FORBIDDEN', handOverMessages.notACustomer);
  }
  let visitor: AuthUser;
  try {
    visitor = await resolveUser(ctx, anonymousIdToken);
  } catch {
    throw new AppError('VALIDATION_FAILED', handOverMessages.sessionEnded, {
      'body.anonymousIdToken': handOverMessages.sessionEnded,
    });
  }
  if (!visitor.isAnonymous || visitor.uid === caller.uid) {
    throw new AppError('VALIDATION_FAILED', handOverMessages.notAVisitor, {
      'body.anonymousIdToken': handOverMessages.notAVisitor,
    });
  }
  await ensureUser(ctx, caller);
  const requestIds = await ctx.db.transaction(async (tx) => {
    // The account first (a retention sweep or a password set meanwhile takes it first too).
    const account = await lockAccount(tx, visitor.uid);
    if (ctx.config.identity.mode === 'local' && !account?.anonymous) return null;
    if (!(await lockProfile(tx, visitor.uid))) return null;
    // An account erased meanwhile takes nothing in.
    const own = await lockProfile(tx, caller.uid);
    if (!own || own.deletedAt) return null;
    const typed = await findProfileForHandOver(tx, visitor.uid);
    if (!typed || typed.deletedAt) return null;
    if (typed.email?.trim().toLowerCase() !== caller.email) {
      throw new AppError('CONFLICT', handOverMessages.otherEmail);
    }
    const moved = await moveCustomerRows(tx, visitor.uid, caller.uid);
    await fillProfileGaps(tx, caller.uid, typed, ctx.clock.now());
    for (const request of moved) {
      await recordActivity(ctx, tx, {
        requestId: request.id,
        customerUid: caller.uid,
        byUid: caller.uid,
        text: handOverActivity,
      });
      // Its receipt was held (local accounts only: in Firebase mode it left with the request).
      if (request.status === 'NUOVA' && ctx.config.identity.mode === 'local') {
        await mailCustomer(
          ctx,
          tx,
          { id: request.id, customerUid: caller.uid, businessLine: request.businessLine },
          mailTemplates.requestReceived,
        );
      }
    }
    await purgeCustomer(tx, visitor.uid);
    await removeAccount(tx, visitor.uid);
    return moved.map((request) => request.id);
  });
  if (requestIds === null) return { requestIds: [] };
  if (ctx.config.identity.mode === 'firebase') {
    // Google's copy of the emptied anonymous account: best effort (nothing of it is left here).
    await deleteFirebaseAccount(ctx, anonymousIdToken).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'the handed-over anonymous account stays at Google'),
    );
  }
  ctx.log.info({ uid: caller.uid, requests: requestIds.length }, 'anonymous sign-up handed over');
  return { requestIds };
}
