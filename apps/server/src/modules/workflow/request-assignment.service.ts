import { toWord } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { findUserName } from '../users/users.service';
import { recordActivity } from './request-activity.service';
import { type RequestRow, setRequestAssignee } from './workflow.queries';

/*
 * Who follows a request: its family tutor set ('Prendi in carico', 'Assegna a…') and the rule
 * that whoever acts on a request nobody has taken becomes its family tutor. Every tutor's write
 * on a request calls `takeIfUnassigned` in its transaction — a move of the transition table
 * (`transitionRequest`), a reply in its conversation or its messages marked handled, a call or a
 * note, the address, the quote's correction, a candidate added, its reason written or removed,
 * the interview moved, a service round recorded or changed, a refund recorded.
 */

/**
 * A tutor's act takes the request: the tutor who moves it (any move of the transition table: a
 * pause, the quote, a close…), replies in its conversation or writes a call or a note on a
 * request nobody has taken becomes its family tutor, exactly as 'Prendi in carico' makes them
 * ('Presa in carico' in the history) — it is then among their 'Le mie', the family sees who
 * follows it, and its news go to them. In the act's transaction, its request locked; a request
 * already someone's stays theirs. The request as it is now (its assignee the tutor when taken).
 */
export async function takeIfUnassigned<
  R extends Pick<RequestRow, 'id' | 'customerUid' | 'assignedTutorUid'>,
>(ctx: AppContext, tx: Db, request: R, tutorUid: string): Promise<R> {
  if (request.assignedTutorUid !== null) return request;
  await changeAssignee(ctx, tx, request, tutorUid, tutorUid);
  return { ...request, assignedTutorUid: tutorUid };
}

/**
 * The request's family tutor set to `tutorUid` (null: nobody) by `byUid`, in the act's
 * transaction (its request locked); the history says so when it changed ('Presa in carico',
 * 'Assegnata a …', 'Assegnazione tolta').
 */
export async function changeAssignee(
  ctx: AppContext,
  tx: Db,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'assignedTutorUid'>,
  byUid: string,
  tutorUid: string | null,
) {
  await setRequestAssignee(tx, request.id, {
    assignedTutorUid: tutorUid,
    updatedAt: ctx.clock.now(),
  });
  if (request.assignedTutorUid === tutorUid) return;
  await recordActivity(ctx, tx, {
    requestId: request.id,
    customerUid: request.customerUid,
    byUid,
    text: await assignmentActivity(tx, { byUid, tutorUid }),
  });
}

/** 'Presa in carico', 'Assegnata a Giulia Neri', 'Assegnazione tolta': an assignee changed. */
async function assignmentActivity(
  db: Db,
  { byUid, tutorUid }: { byUid: string; tutorUid: string | null },
) {
  if (tutorUid === null) return 'Assegnazione tolta';
  if (tutorUid === byUid) return 'Presa in carico';
  const tutor = await findUserName(db, tutorUid);
  const name = tutor && (fullName(tutor.name, tutor.surname) || tutor.email);
  return `Assegnata ${toWord(name || 'un altro family tutor')}`;
}
