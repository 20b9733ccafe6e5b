import {
  and,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
  type Table,
} from 'drizzle-orm';
import { assistanceMessages } from './schema/assistance';
import { caregiverSelections, caregivers } from './schema/caregivers';
import { b2bCompanies, services } from './schema/catalog';
import { payments } from './schema/payments';
import { userAddresses } from './schema/people';
import { requestEvents, requests } from './schema/requests';
import { caregiverReviews } from './schema/reviews';
import { interviewAppointments } from './schema/service-records';
import { users } from './schema/users';

// Column sets and conditions that the queries of several modules share: one definition of what
// "a user's contact", "a caregiver row" or "the pending choice" is.

/**
 * A column of the outer query, written out whole for a subquery: drizzle leaves the columns of a
 * one-table query unqualified, and a bare "id" inside a subquery names the subquery's own table's.
 */
export const outer = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** The outer query's request id (`outer`). */
const outerRequestId = outer('requests', 'id');

/**
 * A payment that paid for its request: taken, and not flagged for a refund (paid to a request
 * that could not take it — refunded since or not, it never paid). The checkout and the request's
 * `paidAt` read the same rule; the contract's `isSettledPayment` is it for a payment read.
 */
export const settledPayment = and(eq(payments.status, 'paid'), eq(payments.refundRequired, false))!;

/**
 * When the family paid for request `requestId` (a number, or the outer query's `requests.id`), if
 * ever: its settled payments' latest `paidAt` (after a failed interview or a substitution the next
 * choice costs nothing more). The request's `paidAt`, and the day its NO PROBLEM guarantee counts
 * from. The subquery's own columns are left unqualified (drizzle writes a one-table query's
 * columns so): they are the payments', whatever the outer query.
 */
export const paidAtOf = (requestId: SQLWrapper | number) =>
  sql<Date | null>`(
    select max(${payments.paidAt}) from ${payments}
    where ${payments.requestId} = ${requestId} and ${settledPayment}
  )`.mapWith(payments.paidAt);

/** `paidAtOf` the outer query's request. */
export const requestPaidAt = paidAtOf(outerRequestId);

/**
 * A payment whose refund is still owed: flagged for a refund, none recorded yet. The contract's
 * `isRefundOwed` is it for a payment read.
 */
export const refundOwed = and(eq(payments.refundRequired, true), isNull(payments.refundedAt))!;

/** A payment given back: flagged for a refund, the refund recorded as made. */
export const refundMade = and(eq(payments.refundRequired, true), isNotNull(payments.refundedAt))!;

/**
 * How much of a payment goes back when it is refunded: the amount the tutor decided at the close
 * (less when part of the service was done, terms §6), else the whole payment. Every reading of a
 * refund (owed, made, told) takes it.
 */
export const refundCents =
  sql<number>`coalesce(${payments.refundAmountCents}, ${payments.amountCents})`.mapWith(Number);

/**
 * A checkout that may still take money at its provider: open, or closed here (replaced, its
 * request no longer waiting for it) until the provider confirms its expiry. The reconciliation
 * job asks about these, and an account is not erased while one exists.
 */
export const checkoutMayTakeMoney = or(
  eq(payments.status, 'open'),
  // As the partial index payments_expire_check_idx.
  and(
    eq(payments.status, 'canceled'),
    isNull(payments.providerClosedAt),
    isNotNull(payments.providerRef),
  ),
)!;

/**
 * Which of a request's interview appointments counts: the latest row (moving an interview adds a
 * row; one called off is removed). Order a request's appointments by this and take the first —
 * the family's card, the back-office list and the interview section read the same one.
 */
export const currentInterviewFirst = desc(interviewAppointments.id);

/** The named columns of a table as a selection (`{ name: table.name, … }`), each named once. */
export function columnsOf<T extends Table, const K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
) {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}

/** Who a user is and how to reach them. */
export const userContactColumns = {
  uid: users.uid,
  email: users.email,
  name: users.name,
  surname: users.surname,
  phone: users.phone,
};

/** The personal-area profile: contact, preferences and billing facts. */
export const userProfileColumns = {
  ...userContactColumns,
  photoUrl: users.photoUrl,
  contactPreference: users.contactPreference,
  fiscalCode: users.fiscalCode,
  vatNumber: users.vatNumber,
  fiscalAddress: users.fiscalAddress,
  useDefaultAddress: users.useDefaultAddress,
};

/** The user's welfare company (by a left join on `users.b2bCompanyId`). */
export const userCompanyColumns = { companyId: b2bCompanies.id, companyName: b2bCompanies.name };

/** A saved address: where it is and whether it is the default one. */
export const addressPlaceColumns = {
  street: userAddresses.street,
  city: userAddresses.city,
  province: userAddresses.province,
  postalCode: userAddresses.postalCode,
  latitude: userAddresses.latitude,
  longitude: userAddresses.longitude,
  isDefault: userAddresses.isDefault,
};

/** A catalogue service: what it is, its business line and who it is for (B2C or B2B). */
export const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  businessLine: services.businessLine,
  customerType: services.customerType,
};

/** What a request asks for and where: the columns the customer writes. */
export const requestPlaceColumns = {
  businessLine: requests.businessLine,
  needs: requests.needs,
  message: requests.message,
  languages: requests.languages,
  addressId: requests.addressId,
  street: requests.street,
  city: requests.city,
  province: requests.province,
  postalCode: requests.postalCode,
  welfare: requests.welfare,
};

/**
 * The company of the request's welfare programme (the request's own `companyId`, switch on);
 * null: a private request. A sub-select, so it sits beside a join on the customer's company.
 */
export const welfareCompanyName = sql<string | null>`(
  select welfare_company.name from ${b2bCompanies} as welfare_company
  where welfare_company.id = ${requests.companyId} and ${requests.welfare}
)`.as('welfare_company_name');

/** A caregiver of the directory, every column. */
export const caregiverColumns = getTableColumns(caregivers);

/**
 * A caregiver's place on a request as their history tells it (the back office's list of their
 * requests, their data export): which request, how far it went, when, and how it ended.
 */
export const caregiverPlaceColumns = {
  requestId: caregiverSelections.requestId,
  phase: caregiverSelections.phase,
  published: caregiverSelections.published,
  selectedAt: caregiverSelections.selectedAt,
  chosenAt: caregiverSelections.chosenAt,
  acceptedAt: caregiverSelections.acceptedAt,
  endedAt: caregiverSelections.endedAt,
  endedReason: caregiverSelections.endedReason,
};

/** A selection not ended: the caregiver is (still) among the request's candidates or choices. */
export const currentSelection = isNull(caregiverSelections.endedAt);

/** A family's choice held until the payment: chosen, not confirmed (paid), not ended. */
export const unpaidChoice = and(
  eq(caregiverSelections.phase, 'CHOSEN'),
  isNull(caregiverSelections.acceptedAt),
  currentSelection,
);

/** The customer's choice on a request that is held until the payment (not confirmed, not ended). */
export const pendingChoiceOf = (requestId: number) =>
  and(eq(caregiverSelections.requestId, requestId), unpaidChoice);

/**
 * When the family of the request (the outer query's `requests` row) asked for other profiles than
 * those proposed, while that ask stands; null otherwise. It stands in INVIATO CV (where they may
 * ask) for their latest OTHER_PROFILES message not handled yet (a tutor's reply or 'Segna come
 * gestita' answers it) and sent since the profiles were last sent (a new round answers it too;
 * only sending them, SELEZIONE ATTIVA → INVIATO CV: a pause resumed is no new round).
 * The one rule of the family's page, the refused second ask and the back office's inbox.
 */
// Written out whole: drizzle leaves the columns of a one-table query unqualified, which inside
// these subqueries would name their own tables' ids.
export const openOtherProfilesAskAt: SQL<Date | null> =
  sql`(case when ${outer('requests', 'status')} = 'INVIATO CV' then (
  select max(asked.created_at) from ${assistanceMessages} asked
  where asked.request_id = ${outerRequestId}
    and asked.type = 'OTHER_PROFILES'
    and asked.author_role = 'customer'
    and asked.handled_at is null
    and asked.created_at >= coalesce((
      select max(sent.created_at) from ${requestEvents} sent
      where sent.request_id = ${outerRequestId}
        and sent.from_status = 'SELEZIONE ATTIVA' and sent.to_status = 'INVIATO CV'
    ), '-infinity'::timestamptz)
) end)`.mapWith((value) => (value === null ? null : new Date(value)));

/**
 * When the substitution still open on the request was asked, or null: the one rule of the
 * family's request (its status on the list, Home and its page), the caregiver's card and the
 * refused second ask. The latest one the family asked ('Sostituisci') is open until a replacement
 * follows it (a caregiver who had been accepted ended since), unless the tutor handled it and the
 * request stayed in SELEZIONE COMPLETATA (settled without a substitute). Else one the tutor
 * started without the family's message ('Avvia sostituzione': SELEZIONE COMPLETATA → IN ATTESA)
 * is open from then until a replacement follows it.
 */
// Written out whole, as `openOtherProfilesAskAt`.
export const openSubstitutionAskAt: SQL<Date | null> = sql`(
  select case
    when asked.created_at is not null
      and not coalesce(replaced.at > asked.created_at, false)
      and not (asked.handled_at is not null and ${outer('requests', 'status')} = 'SELEZIONE COMPLETATA')
      then asked.created_at
    when started.created_at is not null and not coalesce(replaced.at > started.created_at, false)
      then started.created_at
  end
  from (
    select max(ended.ended_at) as at from ${caregiverSelections} ended
    where ended.request_id = ${outerRequestId} and ended.accepted_at is not null
  ) replaced
  left join lateral (
    select latest.created_at, latest.handled_at from ${assistanceMessages} latest
    where latest.request_id = ${outerRequestId} and latest.type = 'SUBSTITUTION'
    order by latest.created_at desc, latest.id desc limit 1
  ) asked on true
  left join lateral (
    select moved.created_at from ${requestEvents} moved
    where moved.request_id = ${outerRequestId}
      and moved.from_status = 'SELEZIONE COMPLETATA' and moved.to_status = 'IN ATTESA'
    order by moved.created_at desc, moved.id desc limit 1
  ) started on true
)`.mapWith((value) => (value === null ? null : new Date(value)));

/**
 * When the family asked to move the request's interview, while that ask stands; null otherwise.
 * `requestId`: the outer query's request id (an appointment's or a request's). It stands while the
 * interview is booked (COLLOQUIO PRENOTATO) for their latest INTERVIEW_CHANGE message not handled
 * yet — 'Segna come gestita' or a reply so marked ('Rispondi e segna come gestita') handles it, and
 * so do moving the interview and calling it off — and
 * sent since the current appointment was written (an ask left open by an interview that then took
 * place or failed never comes back with the next booking). The one rule of the family's card, the
 * refused second ask, the tutor's interview card and the inbox's 'In attesa di'.
 */
export const openInterviewChangeAskAt = (requestId: SQL): SQL<Date | null> =>
  sql`(
  select max(asked.created_at) from ${assistanceMessages} asked
  join ${requests} booked on booked.id = asked.request_id
  where asked.request_id = ${requestId}
    and booked.status = 'COLLOQUIO PRENOTATO'
    and asked.type = 'INTERVIEW_CHANGE'
    and asked.author_role = 'customer'
    and asked.handled_at is null
    and asked.created_at >= (
      select latest.created_at from ${interviewAppointments} latest
      where latest.request_id = ${requestId}
      order by latest.id desc limit 1
    )
)`.mapWith((value) => (value === null ? null : new Date(value)));

/** A family's review as the family reads it back (its request, stars, comment and state). */
export const reviewColumns = columnsOf(caregiverReviews, [
  'requestId',
  'rating',
  'comment',
  'status',
  'hideReason',
  'createdAt',
  'updatedAt',
]);

/**
 * Whether a tutor wrote in the conversation after this message of the family's (the outer query's
 * `assistance_messages` row, unaliased): the same thread (its request, or the family's messages
 * tied to none), later in the order the thread shows (`created_at`, then `id`). A holding reply
 * ('Rispondi') answers it without handling it; a new message of the family's awaits again.
 */
// Written out whole, as `openOtherProfilesAskAt`: drizzle leaves the columns of a one-table query
// unqualified, which inside the subquery would name the reply's own.
export const answeredByTutor = sql<boolean>`exists (
  select 1 from ${assistanceMessages} "reply"
  where "reply"."author_role" = 'tutor'
    and ("reply"."created_at", "reply"."id") > (${outer('assistance_messages', 'created_at')}, ${outer('assistance_messages', 'id')})
    and (
      "reply"."request_id" = ${outer('assistance_messages', 'request_id')}
      or ("reply"."request_id" is null and ${outer('assistance_messages', 'request_id')} is null
        and "reply"."user_uid" = ${outer('assistance_messages', 'user_uid')})
    )
)`;

/**
 * The one rule of a family's open messages, split in three: the open asks (segnalazioni: the help
 * modal, 'Hai bisogno di aiuto?', a substitution, other profiles: a reply does not settle them),
 * the messages written in the request's conversation still awaiting an answer (no tutor's message
 * after them), and those a tutor answered without marking them handled ('Rispondi': still open,
 * no longer awaiting). 'Segna come gestito' or 'Rispondi e segna come gestito' closes them.
 * The assistance inbox, its badge, the request rows and the request page all count with these.
 */
const openFamilyMessage = sql`${assistanceMessages.authorRole} = 'customer' and ${assistanceMessages.handledAt} is null`;
const openConversationMessage = sql`${openFamilyMessage} and ${assistanceMessages.kind} = 'message'`;
/** An open message of the family's that waits for us: a segnalazione, or a message not answered. */
export const familyAwaitsUs = sql<boolean>`(${openFamilyMessage} and (${assistanceMessages.kind} = 'ask' or not ${answeredByTutor}))`;
export const openFamilyMessageCounts = {
  openAsks: sql<number>`(count(*) filter (where ${openFamilyMessage} and ${assistanceMessages.kind} = 'ask'))::int`,
  awaitingAnswer: sql<number>`(count(*) filter (where ${openConversationMessage} and not ${answeredByTutor}))::int`,
  answeredToHandle: sql<number>`(count(*) filter (where ${openConversationMessage} and ${answeredByTutor}))::int`,
};

/** Of the family's open messages, those they marked urgent (the back office's 'Urgente'). */
export const openUrgentFamilyMessages = sql<number>`(count(*) filter (where ${openFamilyMessage} and ${assistanceMessages.urgent}))::int`;

/**
 * Paused for the family's information and not answered yet: no message of theirs since the
 * pause began and after the tutors' last one (the question with the pause, or a later one; in
 * the order written).
 * Their answer makes it the tutors' turn; a tutor's new question, theirs again. Read from who
 * wrote when, not from the handled flags (a message marked handled answers nothing).
 * Migration 0030 drops the cached lists when a message is written.
 */
export const standByWaitsForFamily = sql<boolean>`(coalesce(${requests.standByReason} = 'WAITING_FAMILY', false) and not exists (
    select 1 from ${assistanceMessages} as "answer"
    where "answer"."request_id" = ${outerRequestId} and "answer"."author_role" = 'customer'
      and "answer"."id" > coalesce((
        select max("asked"."id") from ${assistanceMessages} as "asked"
        where "asked"."request_id" = ${outerRequestId} and "asked"."author_role" = 'tutor'
      ), 0)
      and "answer"."created_at" >= coalesce((
        select max("paused"."created_at") from ${requestEvents} as "paused"
        where "paused"."request_id" = ${outerRequestId} and "paused"."to_status" = 'STAND BY'
      ), '-infinity'::timestamptz)
  ))`;

/** Paused for the family's information, and they have answered (`standByWaitsForFamily` no longer). */
export const standByFamilyAnswered = sql<boolean>`(coalesce(${requests.standByReason} = 'WAITING_FAMILY', false) and not ${standByWaitsForFamily})`;
