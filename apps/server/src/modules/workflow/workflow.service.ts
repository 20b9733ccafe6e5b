import type { RequestStatus } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
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
import { consume } from '../../lib/counters';
import { isAnotherAccountsAddress } from '../identity/identity.service';
import { queueDigestMail, queueMail, queueMails } from '../mail/mail.service';
import { closeCheckoutOfUnpayable } from '../payments/checkout-closing.service';
import { notificationPreferenceOf } from '../users/users.service';
import { isPrompt, type MailFacts, type MailTemplate } from './mail-facts';
import { takeIfUnassigned } from './request-assignment.service';
import { familyNoticeFooter, renderDigest } from './request-digest.mail';
import {
  type Actor,
  actorUid,
  type EffectOutcome,
  type ParamsOf,
  type TransitionDef,
} from './transition-def';
import {
  findActiveTutorEmails,
  findTutorAccount,
  findUserContact,
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
  request: { status: RequestStatus; statusBeforeStandBy: RequestStatus | null },
  role: ActorRole,
): AllowedTransition[] {
  return workflowActions.flatMap((action) => {
    const def = transitions[action] as TransitionDef<WorkflowAction>;
    const to = def.by.includes(role) ? targetOf(def, request) : null;
    return to ? [{ action, label: def.label, to, noteRequired: def.noteRequired === true }] : [];
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
    await sendTransitionMails(ctx, tx, def, request, { ...input.mailFacts, ...outcome });
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
    await sendTransitionMails(
      ctx,
      tx,
      transitions.submit,
      request,
      {},
      {
        fresh: true,
        ...(input.customer ? { contact: input.customer } : {}),
      },
    );
  }
}

/** The customer's name and email, as the emails about their requests use them. */
export type CustomerContact = Pick<
  NonNullable<Awaited<ReturnType<typeof findUserContact>>>,
  'email' | 'name' | 'surname'
>;

/**
 * What the caller of a request's emails already knows: the customer's contact (read once for
 * the family's and the tutors' emails), and `fresh` — the request was created in this
 * transaction, so none of its digests exists yet (nothing to look up).
 */
type MailOptions = {
  contact?: CustomerContact;
  fresh?: boolean;
  /** Facts of the news that the first of its kind in the digest's window keeps (a quote's before). */
  firstOfWindow?: Partial<MailFacts>;
};

async function sendTransitionMails(
  ctx: AppContext,
  tx: Db,
  def: TransitionDef<WorkflowAction>,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine' | 'assignedTutorUid'>,
  outcome: Partial<MailFacts>,
  options: MailOptions = {},
) {
  const { tutors } = def.notify ?? {};
  const told = def.notify?.customer;
  const customer = typeof told === 'function' ? told(outcome) : told;
  if (!customer && !tutors) return;
  const contact =
    options.contact ??
    (customer && tutors ? await findUserContact(tx, request.customerUid) : undefined);
  const known = { ...options, ...(contact ? { contact } : {}) };
  if (customer) await mailCustomer(ctx, tx, request, customer, outcome, known);
  if (tutors) await mailTutors(ctx, tx, request, tutors, outcome, known);
}

/** The facts every email about a request tells: its number, service, customer, the portal. */
export async function mailFacts(
  ctx: AppContext,
  tx: Db,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine'>,
  extra: Partial<MailFacts>,
  known?: CustomerContact,
) {
  const contact = known ?? (await findUserContact(tx, request.customerUid));
  const facts: MailFacts = {
    requestId: request.id,
    businessLine: request.businessLine,
    customerName: displayName(contact),
    customerFirstName: contact?.name || displayName(contact),
    publicUrl: ctx.config.publicUrl,
    ...extra,
  };
  return { facts, customerEmail: contact?.email ?? null };
}

/**
 * Whether the family wants this email: always for one its preference does not govern (payments,
 * legal), an `action` unless it chose none, an `update` only when it wants all.
 */
export async function familyWants(tx: Db, uid: string, template: MailTemplate) {
  if (!template.familyNotice) return true;
  const preference = await notificationPreferenceOf(tx, uid);
  if (preference === 'NONE') return false;
  return preference === 'ALL' || template.familyNotice === 'action';
}

/**
 * Emails the customer of a request (nobody when the account has no email yet, or when the
 * family's preference declines it). A template with a digest line joins the request's digest:
 * at most one email per request every 10 minutes, the news of the window in it.
 */
export async function mailCustomer(
  ctx: AppContext,
  tx: Db,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine'>,
  template: MailTemplate,
  extra: Partial<MailFacts> = {},
  options: MailOptions = {},
) {
  const { facts, customerEmail } = await mailFacts(ctx, tx, request, extra, options.contact);
  if (!customerEmail) return;
  // A visitor who typed another account's address: nothing reaches that owner before they sign in
  // here (the hand-over then sends the receipt) — no link to a request their account lacks.
  if (await isAnotherAccountsAddress(tx, request.customerUid, customerEmail)) return;
  if (!(await familyWants(tx, request.customerUid, template))) return;
  const limit = template.perAddress;
  const key = `mail:${template.name}:${customerEmail.toLowerCase()}`;
  if (limit && !(await consume(ctx.counters, key, limit))) return;
  const footer = template.familyNotice ? familyNoticeFooter(ctx.config.publicUrl) : undefined;
  if (template.digestLine) {
    await queueDigestMail(tx, {
      to: customerEmail,
      key: familyDigestKey(request.id),
      windowMs: REQUEST_NOTICE_WINDOW_MS,
      now: ctx.clock.now(),
      template: template.name,
      facts: { requestId: request.id },
      newsFacts: extra,
      ...(options.firstOfWindow ? { firstFacts: options.firstOfWindow } : {}),
      ...(options.fresh ? { fresh: true } : {}),
      render: (news) => {
        const digest = renderDigest(news, template, facts, 'family');
        return { template: digest.template, content: { ...digest.content, footer } };
      },
    });
    return;
  }
  await queueMail(
    tx,
    customerEmail,
    template.name,
    { ...template.render(facts), ...(footer ? { footer } : {}) },
    { requestId: request.id },
  );
}

/**
 * Who hears about a customer's action: the configured team (TUTOR_NOTIFY_EMAILS), plus the
 * assigned tutor — or, while nobody has taken the request (or there is no request), every
 * enabled tutor account; the customer-service mailbox when that leaves nobody.
 */
export async function tutorRecipientEmails(
  ctx: AppContext,
  tx: Db,
  assignedTutorUid: string | null,
) {
  const recipients = new Set(ctx.config.mail.tutorNotify.map((email) => email.toLowerCase()));
  if (assignedTutorUid) {
    const tutor = await findTutorAccount(tx, assignedTutorUid);
    if (tutor?.email && !tutor.disabled) recipients.add(tutor.email.toLowerCase());
  } else {
    for (const email of await findActiveTutorEmails(tx)) recipients.add(email.toLowerCase());
  }
  if (recipients.size === 0) recipients.add(ctx.config.mail.supportEmail.toLowerCase());
  return [...recipients];
}

export async function mailTutors(
  ctx: AppContext,
  tx: Db,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine' | 'assignedTutorUid'>,
  template: MailTemplate,
  extra: Partial<MailFacts> = {},
  options: MailOptions = {},
) {
  const recipients = await tutorRecipientEmails(ctx, tx, request.assignedTutorUid);
  const { facts } = await mailFacts(ctx, tx, request, extra, options.contact);
  if (template.digestLine) {
    await queueRequestNotice(ctx, tx, recipients, template, facts, extra, options.fresh === true);
    return;
  }
  await queueMails(tx, recipients, template.name, template.render(facts), {
    requestId: request.id,
  });
}

/** The family's digest of a request (its batched emails' key). */
const familyDigestKey = (requestId: number) => `family:${requestId}`;

/** The tutors' digest of a request. */
const tutorsDigestKey = (requestId: number) => `request:${requestId}`;

/** Whose digest of which request a batched email's key names (null: not a request's digest). */
export function requestDigestOf(key: string) {
  const match = /^(family|request):(\d+)$/.exec(key);
  if (!match) return null;
  return {
    audience: match[1] === 'family' ? ('family' as const) : ('tutors' as const),
    requestId: Number(match[2]),
  };
}

/** The family and the tutors hear about one request at most once in this time. */
export const REQUEST_NOTICE_WINDOW_MS = 10 * 60_000;

/**
 * The tutors' digest of a request (new request, changes, quote accepted, caregiver chosen,
 * payment, messages): sent at once when the request's last one is 10 minutes old, otherwise
 * folded into the one waiting for the end of those 10 minutes, which then tells each news of the
 * window. A "new request" email not sent yet stays one. A news the tutors must act on at once
 * (`MailTemplate.prompt`: the quote accepted, the payment, what a family waits on the tutor for) sends the digest now, window or not. The caller holds the request's row lock,
 * so one request's news take turns. Every recipient's in one go (`fresh`: a request created in
 * this transaction, which has none yet).
 */
async function queueRequestNotice(
  ctx: AppContext,
  tx: Db,
  to: string[],
  template: MailTemplate,
  facts: MailFacts,
  own: Partial<MailFacts>,
  fresh: boolean,
) {
  const now = ctx.clock.now();
  await queueDigestMail(tx, {
    to,
    key: tutorsDigestKey(facts.requestId),
    windowMs: REQUEST_NOTICE_WINDOW_MS,
    now,
    template: template.name,
    facts: { requestId: facts.requestId },
    newsFacts: { ...own, changedAt: now },
    ...(fresh ? { fresh: true } : {}),
    ...(isPrompt(template, facts) ? { prompt: true } : {}),
    render: (news) => renderDigest(news, template, { ...facts, changedAt: now }, 'tutors'),
  });
}

export function displayName(
  contact: { name: string | null; surname: string | null; email: string | null } | undefined,
) {
  const full = fullName(contact?.name, contact?.surname);
  return full || contact?.email || 'Famiglia';
}
