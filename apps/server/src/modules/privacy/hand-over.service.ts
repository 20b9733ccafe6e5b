import { type HandOverBody, handOverMessages } from '@equilibrio/contract/privacy';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { type AuthUser, resolveUser } from '../../plugins/auth';
import { requestWelfareProgramme } from '../catalog/catalog-services.service';
import { readHandOverCode, spendHandOverCode } from '../identity/account-claim.service';
import { deleteFirebaseAccount } from '../identity/firebase-account';
import { lockAccount, removeAccount } from '../identity/identity.service';
import { ensureUser } from '../users/user-lock';
import { recordActivity } from '../workflow/request-activity.service';
import { mailCustomer } from '../workflow/request-mails.service';
import { mailTemplates } from '../workflow/workflow.mail';
import { lockProfile } from './erasure.queries';
import {
  fillProfileGaps,
  findProfileForHandOver,
  leaveOtherProgrammes,
  moveCustomerRows,
} from './hand-over.queries';
import { purgeCustomer } from './privacy.queries';

/** The history line of a request handed over (back office only). */
export const handOverActivity =
  'Richiesta collegata all’account già registrato della famiglia, che ha effettuato l’accesso';

/**
 * The history line of a request sent from another company's welfare link than the account's
 * programme: it is a private request now (back office only).
 */
export const leftProgrammeActivity = (programme: string) =>
  `Richiesta inviata dal link del programma welfare di ${programme}, ma l’account della famiglia è già collegato al programma di un’altra azienda: diventa una richiesta privata. Verifica con la famiglia quale programma usare.`;

/**
 * The sign-up hand-over: a visitor sent a first request as an anonymous account, then signed in
 * to the account their address already has (sign-up step 2 answered EMAIL_EXISTS). The proof
 * the request is theirs: the anonymous session's ID token this browser still holds or, from
 * another device, the link emailed to the address (`oobCode`); the signed-in account proves the
 * address. Where the address the visitor typed is the account's,
 * everything of the anonymous account moves to it (requests with their history, payments,
 * assistiti, addresses, consents, messages, scores, reviews), the account's profile gets what it
 * lacked (name, phone, partner company) — a request from another company's welfare link than the
 * programme the account is in becomes a private one (`leaveOtherProgrammes`), and the anonymous account is deleted — one
 * transaction. Each request's history says so; one still NUOVA gets its receipt now (it was held
 * back: nobody had proved the address). Answers the requests moved.
 */
export async function handOverAnonymousRequests(
  ctx: AppContext,
  caller: AuthUser,
  proof: HandOverBody,
): Promise<{ requestIds: number[] }> {
  if (caller.role !== 'customer' || caller.isAnonymous || !caller.email) {
    throw new AppError('FORBIDDEN', handOverMessages.notACustomer);
  }
  const visitorUid =
    'oobCode' in proof
      ? await linkedVisitor(ctx, caller, proof.oobCode)
      : await sessionVisitor(ctx, caller, proof.anonymousIdToken);
  await ensureUser(ctx, caller);
  const requestIds = await ctx.db.transaction(async (tx) => {
    // The link is used once: spent with the move (two clicks move nothing twice).
    if ('oobCode' in proof && !(await spendHandOverCode(tx, proof.oobCode))) throw linkNotValid();
    // The account first (a retention sweep or a password set meanwhile takes it first too).
    const account = await lockAccount(tx, visitorUid);
    if (ctx.config.identity.mode === 'local' && !account?.anonymous) return null;
    if (!(await lockProfile(tx, visitorUid))) return null;
    // An account erased meanwhile takes nothing in.
    const own = await lockProfile(tx, caller.uid);
    if (!own || own.deletedAt) return null;
    const typed = await findProfileForHandOver(tx, visitorUid);
    if (!typed || typed.deletedAt) return null;
    if (typed.email?.trim().toLowerCase() !== caller.email) {
      throw new AppError('CONFLICT', handOverMessages.otherEmail);
    }
    const ownProgramme = own.b2bCompanyId;
    const moved = await moveCustomerRows(tx, visitorUid, caller.uid);
    await fillProfileGaps(tx, caller.uid, typed, ctx.clock.now());
    const leftProgramme = await leaveOtherProgrammes(
      tx,
      moved.map((request) => request.id),
      ownProgramme,
    );
    for (const request of moved) {
      await recordActivity(ctx, tx, {
        requestId: request.id,
        customerUid: caller.uid,
        byUid: caller.uid,
        text: handOverActivity,
      });
      const left = leftProgramme.find((row) => row.id === request.id);
      if (left) {
        await recordActivity(ctx, tx, {
          requestId: request.id,
          customerUid: caller.uid,
          byUid: caller.uid,
          text: leftProgrammeActivity(left.programme),
        });
      }
      // Its receipt was held (local accounts only: in Firebase mode it left with the request),
      // with the welfare programme it is made with, as every receipt says it.
      if (request.status === 'NUOVA' && ctx.config.identity.mode === 'local') {
        const welfare = await requestWelfareProgramme(tx, request.id);
        await mailCustomer(
          ctx,
          tx,
          { id: request.id, customerUid: caller.uid, businessLine: request.businessLine },
          mailTemplates.requestReceived,
          welfare ? { welfare } : {},
        );
      }
    }
    await purgeCustomer(tx, visitorUid);
    await removeAccount(tx, visitorUid);
    return moved.map((request) => request.id);
  });
  if (requestIds === null) return { requestIds: [] };
  if (ctx.config.identity.mode === 'firebase' && 'anonymousIdToken' in proof) {
    // Google's copy of the emptied anonymous account: best effort (nothing of it is left here).
    await deleteFirebaseAccount(ctx, proof.anonymousIdToken).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'the handed-over anonymous account stays at Google'),
    );
  }
  ctx.log.info({ uid: caller.uid, requests: requestIds.length }, 'anonymous sign-up handed over');
  return { requestIds };
}

/** The visitor whose anonymous session this browser still holds (its ID token). */
async function sessionVisitor(ctx: AppContext, caller: AuthUser, anonymousIdToken: string) {
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
  return visitor.uid;
}

const linkNotValid = () => new AppError('NOT_FOUND', handOverMessages.linkNotValid);

/**
 * The visitor a hand-over link was emailed for (account-claim.service.ts): a live HAND_OVER code
 * sent to the signed-in account's own address (the inbox and the sign-in both prove it).
 */
async function linkedVisitor(ctx: AppContext, caller: AuthUser, oobCode: string) {
  // A visitor's account suspended meanwhile hands nothing over (as its session would not).
  const code = await readHandOverCode(ctx, oobCode);
  if (!code || code.visitorUid === caller.uid) throw linkNotValid();
  if (code.email.trim().toLowerCase() !== caller.email) {
    throw new AppError('CONFLICT', handOverMessages.linkForOtherEmail);
  }
  return code.visitorUid;
}
