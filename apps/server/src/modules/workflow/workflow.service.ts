import type { RequestStatus } from '@equilibrio/contract/enums';
import { backofficeStatusTable, statusDisplayTable } from '@equilibrio/contract/status-display';
import {
  type ActorRole,
  type AllowedTransition,
  type WorkflowAction,
  workflowActions,
} from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requestWelfareProgramme } from '../catalog/catalog-services.service';
import { closeCheckoutOfUnpayable } from '../payments/checkout-closing.service';
import type { MailFacts } from './mail-facts';
import { takeIfUnassigned } from './request-assignment.service';
import { type CustomerContact, sendTransitionMails } from './request-mails.service';
import {
  type Actor,
  actorUid,
  type EffectOutcome,
  type ParamsOf,
  type TransitionDef,
} from './transition-def';
import {
  insertRequestEvent,
  lockRequestRow,
  type RequestRow,
  updateRequestStatus,
} from './workflow.queries';
import { targetOf, transitions } from './workflow.transitions';

export { tutorMessagesMail } from './assistance.mail';
export { familyNoticeFooter } from './request-digest.mail';
export type { Actor } from './transition-def';
export { mailTemplates, withSignInHelp } from './workflow.mail';
export type { RequestRow } from './workflow.queries';
export { findUserContact } from './workflow.queries';

export const requestNotFound = () => new AppError('NOT_FOUND', 'Richiesta non trovata.');

/**
 * A move the request's status no longer allows (another tab, another tutor, the family): the
 * status by the name its reader sees, the family's portal's or the back office's.
 */
export const invalidState = (status: RequestStatus, reader: 'customer' | 'staff' = 'staff') =>
  new AppError(
    'INVALID_STATE',
    `Operazione non più possibile: la richiesta ora è «${(reader === 'customer' ? statusDisplayTable : backofficeStatusTable)[status].label}». La pagina mostra cosa puoi fare adesso.`,
  );

/**
 * Locks the request row for the rest of the transaction (SELECT … FOR UPDATE) and returns it.
 * A customer only finds their own requests: anyone else's answers 404, like a missing one.
 * Callers that must be idempotent (the payment webhook) check the status on this row.
 */
export async function lockRequest(tx: Db, requestId: number, actor?: Actor): Promise<RequestRow> {
  const row = await lockRequestRow(tx, requestId);
  if (!row) throw requestNotFound();
  if (actor?.role === 'customer' && row.customerUid !== actor.uid) throw requestNotFound();
  return row;
}

/** Whether the table lets this role make this move from the request's current status. */
export function canTransition(
  request: { status: RequestStatus; statusBeforeStandBy: RequestStatus | null },
  action: WorkflowAction,
  role: ActorRole,
) {
  const def = transitions[action] as TransitionDef<WorkflowAction>;
  return def.by.includes(role) && targetOf(def, request) !== null;
}

/** The moves a role may make now, from the transition table (back-office buttons). */
export function allowedTransitions(
  request: {
    status: RequestStatus;
    statusBeforeStandBy: RequestStatus | null;
    requestDetail?: { serviceEnd?: string | null } | null;
  },
  role: ActorRole,
  /** The day that moves refused by the day are judged on (`refusedNow`). */
  now = new Date(),
): AllowedTransition[] {
  return workflowActions.flatMap((action) => {
    const def = transitions[action] as TransitionDef<WorkflowAction>;
    const to = def.by.includes(role) ? targetOf(def, request) : null;
    if (!to || def.refusedNow?.(request, now)) return [];
    return [{ action, label: def.label, to, noteRequired: def.noteRequired === true }];
  });
}

export type TransitionInput<A extends WorkflowAction> = {
  requestId: number;
  action: A;
  actor: Actor;
  note?: string | null;
  /** Extra writes of the caller, in the same transaction, after the table's own effects. */
  effects?: (request: RequestRow) => Promise<void>;
  /** false only when importing history (demo data): no emails. */
  notify?: boolean;
  /** What the caller knows that the emails mention (e.g. the payment's amount). */
  mailFacts?: Pick<Partial<MailFacts>, 'payment' | 'paidBefore' | 'welfare'>;
} & (ParamsOf<A> extends undefined ? { params?: undefined } : { params: ParamsOf<A> });

export type TransitionResult = {
  id: number;
  from: RequestStatus;
  status: RequestStatus;
  eventId: number;
  at: Date;
  /** What the table's effect reported (e.g. the hold deadline of an accept). */
  outcome: EffectOutcome;
};

/**
 * Applies one move of the transition table inside the caller's transaction: locks the request,
 * checks the move (404 foreign/missing, 403 wrong role, 409 with the current status otherwise),
 * makes a request nobody has taken the moving tutor's (`takeIfUnassigned`),
 * runs the table's effects and the caller's, changes the status, records the history row and
 * queues the emails — all committed or none.
 *
 * The payments module calls `transitionRequest(ctx, tx, { requestId, action: 'confirmPayment',
 * actor: { role: 'provider' }, effects })`; it should first `lockRequest` and return early when
 * the status is no longer DA PAGARE, so a repeated webhook is a no-op.
 */
export async function transitionRequest<A extends WorkflowAction>(
  ctx: AppContext,
  tx: Db,
  input: TransitionInput<A>,
): Promise<TransitionResult> {
  const now = ctx.clock.now();
  const locked = await lockRequest(tx, input.requestId, input.actor);
  const def = transitions[input.action] as TransitionDef<WorkflowAction>;
  if (!def.by.includes(input.actor.role)) {
    throw new AppError('FORBIDDEN', 'Operazione non consentita per il tuo ruolo.');
  }
  const to = targetOf(def, locked);
  if (!to)
    throw invalidState(locked.status, input.actor.role === 'customer' ? 'customer' : 'staff');
  const refused = def.refusedNow?.(locked, now);
  if (refused) throw new AppError('CONFLICT', refused);
  // A tutor's move takes a request nobody has taken, as 'Prendi in carico' does (undone with the
  // move when it fails): the effects, the caller's writes and the emails see its new assignee.
  const request =
    input.actor.role === 'tutor'
      ? await takeIfUnassigned(ctx, tx, locked, input.actor.uid)
      : locked;
  const note = input.note?.trim() || null;
  if (def.noteRequired && !note) {
    const message = 'Indica il motivo';
    throw new AppError('VALIDATION_FAILED', message, { note: message });
  }
  if (def.reasonRequired && !(input.params as { reason?: string } | undefined)?.reason) {
    throw new AppError('VALIDATION_FAILED', def.reasonRequired, { reason: def.reasonRequired });
  }

  const {
    to: ledTo,
    resumesTo,
    pause,
    interviewCaregiverId,
    ...outcome
  } = (await def.effect?.({
    ctx,
    tx,
    request,
    actor: input.actor,
    now,
    params: input.params as ParamsOf<WorkflowAction>,
    note,
  })) ?? {};
  await input.effects?.(request);
  // The table's target, unless the effect found the move leads elsewhere.
  const status = ledTo ?? to;

  await updateRequestStatus(tx, request.id, {
    status,
    statusBeforeStandBy: status === 'STAND BY' ? (resumesTo ?? request.status) : null,
    // A pause's reason and resume day last as long as it does.
    standByReason: status === 'STAND BY' ? (pause?.reason ?? null) : null,
    standByResumeBy: status === 'STAND BY' ? (pause?.resumeBy ?? null) : null,
    updatedAt: now,
  });
  // No longer waiting for its payment: the checkout the family may still have open stops.
  if (request.status === 'DA PAGARE' && status !== 'DA PAGARE' && status !== 'PAGATO') {
    await closeCheckoutOfUnpayable(tx, request.id, status, now);
  }
  const eventId = await insertRequestEvent(tx, {
    requestId: request.id,
    fromStatus: request.status,
    toStatus: status,
    actorUid: actorUid(input.actor),
    actorRole: input.actor.role,
    note,
    createdAt: now,
  });
  if (input.notify !== false) {
    await sendTransitionMails(
      ctx,
      tx,
      def,
      request,
      { ...input.mailFacts, ...outcome },
      { caregiverId: interviewCaregiverId },
    );
  }
  return { id: request.id, from: request.status, status, eventId, at: now, outcome };
}

/**
 * The first history row of a request just inserted by the requests module (— → NUOVA), with the
 * tutors' notification. Call it in the transaction that inserts the request: nobody else sees the
 * request before it commits, so it is not locked, and no email about it exists yet. `customer`:
 * the contact the caller already read (else it is read here).
 */
export async function recordRequestCreated(
  ctx: AppContext,
  tx: Db,
  input: {
    request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine' | 'assignedTutorUid'>;
    customer?: CustomerContact;
    actor: Actor;
    note?: string | null;
    notify?: boolean;
    /** Made with the company's welfare programme: its emails name it (read only then). */
    welfare?: boolean;
  },
) {
  const { request } = input;
  const now = ctx.clock.now();
  await insertRequestEvent(tx, {
    requestId: request.id,
    fromStatus: null,
    toStatus: 'NUOVA',
    actorUid: actorUid(input.actor),
    actorRole: input.actor.role,
    note: input.note?.trim() || null,
    createdAt: now,
  });
  if (input.notify !== false) {
    // A welfare request says so in its receipt and the tutors' email (the company's programme).
    const welfare = input.welfare ? await requestWelfareProgramme(tx, request.id) : null;
    await sendTransitionMails(ctx, tx, transitions.submit, request, welfare ? { welfare } : {}, {
      fresh: true,
      ...(input.customer ? { contact: input.customer } : {}),
    });
  }
}
