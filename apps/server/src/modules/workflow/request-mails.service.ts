import { fullName } from '@equilibrio/contract/people';
import type { WorkflowAction } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { consume } from '../../lib/counters';
import { familyMailAccount } from '../identity/identity.service';
import { queueMail, queueMails } from '../mail/mail.service';
import { queueDigestMail } from '../mail/mail-digest';
import { notificationPreferenceOf } from '../users/users.service';
import { isPrompt, type MailFacts, type MailTemplate, tutorsContent } from './mail-facts';
import { familyNoticeFooter, renderDigest } from './request-digest.mail';
import { findCaregiverMailContact } from './service-records.queries';
import type { TransitionDef } from './transition-def';
import { withSignInHelp } from './workflow.mail';
import {
  findActiveTutorEmails,
  findTutorAccount,
  findUserContact,
  type RequestRow,
} from './workflow.queries';

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
  /** The caregiver of the interview the move booked or called off (`notify.caregiver`). */
  caregiverId?: number | null;
};

export async function sendTransitionMails(
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
  const caregiver = def.notify?.caregiver;
  if (caregiver && options.caregiverId) {
    await mailCaregiver(ctx, tx, request, options.caregiverId, caregiver, outcome);
  }
  if (!customer && !tutors) return;
  const contact =
    options.contact ??
    (customer && tutors ? await findUserContact(tx, request.customerUid) : undefined);
  const known = { ...options, ...(contact ? { contact } : {}) };
  if (customer) await mailCustomer(ctx, tx, request, customer, outcome, known);
  if (tutors) await mailTutors(ctx, tx, request, tutors, outcome, known);
}

/**
 * The facts every email about a request may tell: its number, service, customer, the portal, the
 * urgency number (where the operator sets one).
 */
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
    customerFirstName: familyFirstName(contact),
    publicUrl: ctx.config.publicUrl,
    urgentPhone: ctx.config.mail.supportUrgentPhone,
    ...extra,
  };
  return { facts, customerEmail: contact?.email ?? null };
}

/** A request paused until the family sends what the tutor asked ('Metti in stand-by'). */
export const waitsForFamily = (request: Pick<RequestRow, 'status' | 'standByReason'>) =>
  request.status === 'STAND BY' && request.standByReason === 'WAITING_FAMILY';

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
  const account = await familyMailAccount(tx, request.customerUid, customerEmail);
  if (account.anotherAccountsAddress) return;
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
  // An account with no password yet: how to get in (as the digests say it when sent).
  const content = withSignInHelp(
    { ...template.render(facts), ...(footer ? { footer } : {}) },
    account.noPassword,
  );
  await queueMail(tx, customerEmail, template.name, content, { requestId: request.id });
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
  // The tutors' emails quote what families write: no links drawn in them.
  await queueMails(tx, recipients, template.name, tutorsContent(template.render(facts)), {
    requestId: request.id,
  });
}

/**
 * Emails the caregiver of a request's interview (booked, moved, called off, the day before), at
 * once and alone (no digest: nobody else's news joins it), when they have an address — else
 * nothing (the tutor's form says to call them). Their facts are the request's service and the
 * interview's, the family named by its first name and initial only: never the family's full
 * name, phone, email or anything it wrote.
 */
export async function mailCaregiver(
  ctx: AppContext,
  tx: Db,
  request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine'>,
  caregiverId: number,
  template: MailTemplate,
  extra: Pick<Partial<MailFacts>, 'interview' | 'cancelledInterview'>,
) {
  const caregiver = await findCaregiverMailContact(tx, caregiverId);
  if (!caregiver?.email) return;
  const family = await findUserContact(tx, request.customerUid);
  const facts: MailFacts = {
    requestId: request.id,
    businessLine: request.businessLine,
    customerName: '',
    customerFirstName: '',
    publicUrl: ctx.config.publicUrl,
    urgentPhone: ctx.config.mail.supportUrgentPhone,
    ...(extra.interview ? { interview: extra.interview } : {}),
    ...(extra.cancelledInterview ? { cancelledInterview: extra.cancelledInterview } : {}),
    caregiverMail: {
      firstName: caregiver.name,
      family: familyAsCaregiverReads(family),
      supportEmail: ctx.config.mail.supportEmail,
    },
  };
  await queueMail(tx, caregiver.email, template.name, template.render(facts), {
    requestId: request.id,
  });
}

/** The family as its caregiver reads it: 'Giulia B.' (null: no name). */
const familyAsCaregiverReads = (
  contact: { name: string | null; surname: string | null } | undefined,
) => {
  const name = contact?.name?.trim();
  if (!name) return null;
  const initial = contact?.surname?.trim().charAt(0).toUpperCase();
  return initial ? `${name} ${initial}.` : name;
};

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

/** Whom a family's email greets: its first name, else its name as the emails say it. */
export const familyFirstName = (contact: Parameters<typeof displayName>[0]) =>
  contact?.name || displayName(contact);

export function displayName(
  contact: { name: string | null; surname: string | null; email: string | null } | undefined,
) {
  const full = fullName(contact?.name, contact?.surname);
  return full || contact?.email || 'Famiglia';
}
