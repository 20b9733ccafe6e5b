import type { BackofficeRequestSort } from '@equilibrio/contract/backoffice';
import {
  criminalRecordRequiredTypes,
  oldestValidCriminalRecordDay,
} from '@equilibrio/contract/criminal-record';
import { type BusinessLine, closedStatuses, type RequestStatus } from '@equilibrio/contract/enums';
import {
  callBackHoldStatuses,
  callBackIgnoredStatuses,
  callBackKeptByMovesTo,
} from '@equilibrio/contract/request-notes';
import { phoneSearchDigits } from '@equilibrio/contract/validation';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { caregiverChecks, caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { b2bCompanies } from '../../db/schema/catalog';
import { requestEvents, requestNotes, requests } from '../../db/schema/requests';
import { interviewAppointments } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';
import { contains, containsPattern, fullNameContains, phoneDigits } from '../../db/search';
import {
  currentInterviewFirst,
  currentSelection,
  familyAwaitsUs,
  openFamilyMessageCounts,
  openInterviewChangeAskAt,
  openOtherProfilesAskAt,
  openUrgentFamilyMessages,
} from '../../db/selections';
import { italianDay } from '../../lib/clock';

/** The request's customer and its assigned tutor, joined as two users (`backoffice-request.queries` too). */
export const customer = alias(users, 'customer');
export const tutor = alias(users, 'tutor');

export type RequestFilter = {
  statuses?: RequestStatus[];
  /** A tutor uid, or null for unassigned requests. */
  assignedTo?: string | null;
  q?: string;
  businessLine?: BusinessLine;
  province?: string;
  companyId?: string;
};
export type RequestListFilter = RequestFilter & {
  limit: number;
  offset: number;
  /** The order (`backofficeRequestSorts`): 'waiting', 'newest' or 'planned'. */
  sort: BackofficeRequestSort;
  /** The statuses nobody has to move in (the waiting order puts them last). */
  idleStatuses: readonly RequestStatus[];
  /** The statuses the family has to move in (the waiting order puts them after the tutors'). */
  familyStatuses: readonly RequestStatus[];
  /** Now: a booked interview still ahead waits for nobody either. */
  now: Date;
};

function listWhere(db: Db, filter: RequestFilter): SQL | undefined {
  const typed = filter.q?.trim();
  const q = typed?.replace(/^#/, '');
  const term = q ? containsPattern(q) : '';
  // Only a search that looks like a phone reads (and reduces) every customer's phone; '#…' is a
  // request number.
  const phone = q && !typed?.startsWith('#') ? phoneSearchDigits(q) : null;
  const byPhone = phone ? sql`${phoneDigits(customer.phone)} like ${`%${phone}%`}` : undefined;
  const byText = q
    ? /^\d{1,9}$/.test(q)
      ? or(eq(requests.id, Number(q)), byPhone)
      : or(
          fullNameContains(customer.name, customer.surname, term),
          contains(customer.email, term),
          // A caregiver on the request, ended ones too: the one calling, or the one the family
          // names, past or present. EXISTS keeps one row per request (the selections' request
          // index reads only that request's rows).
          exists(
            db
              .select({ one: sql`1` })
              .from(caregiverSelections)
              .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
              .where(
                and(
                  eq(caregiverSelections.requestId, requests.id),
                  fullNameContains(caregivers.name, caregivers.surname, term),
                ),
              ),
          ),
          // The address the tutor heard on the phone ('Via Po', 'Torino').
          contains(sql`concat_ws(' ', ${requests.street}, ${requests.city})`, term),
          byPhone,
        )
    : undefined;
  return and(
    filter.statuses?.length ? inArray(requests.status, filter.statuses) : undefined,
    filter.businessLine ? eq(requests.businessLine, filter.businessLine) : undefined,
    filter.province ? eq(requests.province, filter.province) : undefined,
    filter.companyId ? eq(requests.companyId, filter.companyId) : undefined,
    filter.assignedTo === null
      ? isNull(requests.assignedTutorUid)
      : filter.assignedTo
        ? eq(requests.assignedTutorUid, filter.assignedTo)
        : undefined,
    byText,
  );
}

const toDateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);

/** Requests matching the filter, per status, and the provinces of all requests (for the filter). */
export async function countRequestsByStatus(db: Db, filter: RequestFilter) {
  const [byStatus, provinces] = await Promise.all([
    db
      .select({ status: requests.status, count: count() })
      .from(requests)
      .innerJoin(customer, eq(customer.uid, requests.customerUid))
      .where(listWhere(db, filter))
      .groupBy(requests.status),
    db
      .selectDistinct({ province: requests.province })
      .from(requests)
      .where(isNotNull(requests.province))
      .orderBy(asc(requests.province)),
  ]);
  return { byStatus, provinces: provinces.map((row) => row.province!) };
}

/**
 * What the list reads of each request's other tables, one lateral join each, so that the wait's
 * order (which reads several of them more than once) computes each once a row.
 */
function requestFacts(db: Db, now: Date) {
  const interview = db
    .select({ at: sql<Date | null>`${interviewAppointments.scheduledAt}`.as('interview_at') })
    .from(interviewAppointments)
    .where(eq(interviewAppointments.requestId, requests.id))
    .orderBy(currentInterviewFirst)
    .limit(1)
    .as('interview');
  // A status change (a row that only notes something does not restart the wait).
  const lastChange = db
    .select({ at: sql<Date | null>`${requestEvents.createdAt}`.as('changed_at') })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestId, requests.id),
        sql`${requestEvents.fromStatus} is distinct from ${requestEvents.toStatus}`,
      ),
    )
    .orderBy(desc(requestEvents.id))
    .limit(1)
    .as('last_change');
  const assistance = db
    .select({
      // What waits for us: the segnalazioni and the messages not answered (`familyAwaitsUs`).
      open: sql<number>`(count(*) filter (where ${familyAwaitsUs}))::int`.as('open_count'),
      openAsks: openFamilyMessageCounts.openAsks.as('open_asks'),
      awaitingAnswer: openFamilyMessageCounts.awaitingAnswer.as('awaiting_answer'),
      answeredToHandle: openFamilyMessageCounts.answeredToHandle.as('answered_to_handle'),
      urgent: openUrgentFamilyMessages.as('open_urgent'),
      // Since when the family waits for us: a message a tutor answered waits no more.
      since:
        sql<Date | null>`min(${assistanceMessages.createdAt}) filter (where ${familyAwaitsUs})`.as(
          'open_since',
        ),
    })
    .from(assistanceMessages)
    .where(and(eq(assistanceMessages.requestId, requests.id), isNull(assistanceMessages.handledAt)))
    .as('assistance');
  // The latest call: when, and the call-back it agreed while it stands (`standingCallBack`: the
  // request open, no status change since it came due, none since the call out of the statuses
  // that keep it). A later call without a call-back drops it. Worked out here, once per request
  // (after the limit: only for the latest call), for the list reads it several times.
  const callBackEnded = sql`exists (${db
    .select({ one: sql`1` })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestId, requests.id),
        sql`${requestEvents.fromStatus} is distinct from ${requestEvents.toStatus}`,
        or(
          sql`${requestEvents.createdAt} >= ${requestNotes.callBackAt}`,
          and(
            sql`${requestEvents.createdAt} > ${requestNotes.createdAt}`,
            notInArray(requestEvents.toStatus, [...callBackKeptByMovesTo]),
          ),
        ),
      ),
    )})`;
  const lastCall = db
    .select({
      at: sql<Date | null>`${requestNotes.createdAt}`.as('last_call_at'),
      callBackAt:
        sql<Date | null>`(case when ${requestNotes.callBackAt} is null then null when ${inArray(requests.status, [...closedStatuses, ...callBackIgnoredStatuses])} then null when ${callBackEnded} then null else ${requestNotes.callBackAt} end)`.as(
          'call_back_at',
        ),
    })
    .from(requestNotes)
    .where(and(eq(requestNotes.requestId, requests.id), eq(requestNotes.kind, 'call')))
    .orderBy(desc(requestNotes.id))
    .limit(1)
    .as('last_call');
  const live = currentSelection;
  const toSend = sql`not ${caregiverSelections.published} and ${live}`;
  // The SQL's twin of the contract's `lacksCriminalRecord`: a babysitter or badante whose
  // criminal record is not recorded, or only older than the contract's oldest valid day (six
  // months back from Italy's today), may not be sent yet.
  const oldestValid = oldestValidCriminalRecordDay(italianDay(now));
  const criminalRecords = (since?: string) =>
    db
      .select({ one: sql`1` })
      .from(caregiverChecks)
      .where(
        and(
          eq(caregiverChecks.caregiverId, caregiverSelections.caregiverId),
          eq(caregiverChecks.kind, 'criminal-record'),
          since === undefined ? undefined : gte(caregiverChecks.checkedOn, since),
        ),
      );
  const unvetted = sql`${inArray(caregivers.type, [...criminalRecordRequiredTypes])} and not ${exists(criminalRecords(oldestValid))}`;
  // Of those, the ones with a criminal record recorded: it has expired (the contract's 'expired').
  const expired = sql`${unvetted} and ${exists(criminalRecords())}`;
  const candidates = db
    .select({
      unpublished: sql<number>`(count(*) filter (where ${toSend}))::int`.as('unpublished'),
      unvetted: sql<number>`(count(*) filter (where ${toSend} and ${unvetted}))::int`.as(
        'unvetted',
      ),
      expired: sql<number>`(count(*) filter (where ${toSend} and ${expired}))::int`.as('expired'),
      holdExpiresAt:
        sql<Date | null>`max(${caregiverSelections.holdExpiresAt}) filter (where ${caregiverSelections.phase} = 'CHOSEN' and ${caregiverSelections.acceptedAt} is null and ${live})`.as(
          'hold_expires_at',
        ),
    })
    .from(caregiverSelections)
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
    .where(eq(caregiverSelections.requestId, requests.id))
    .as('candidates');
  return { interview, lastChange, assistance, lastCall, candidates };
}

/** One page of requests for the tutors' list, in the asked order, in one query (plus the count). */
export async function listRequestsForTutors(db: Db, filter: RequestListFilter) {
  const where = listWhere(db, filter);
  const { interview, lastChange, assistance, lastCall, candidates } = requestFacts(db, filter.now);
  const interviewAt = sql<Date | null>`${interview.at}`;
  const openAssistanceSince = sql<Date | null>`${assistance.since}`;
  const statusSince = sql<Date>`coalesce(${lastChange.at}, ${requests.createdAt})`;
  // What is planned ahead: a booked interview, or the call-back the latest call agreed while it
  // stands (lastCall.callBackAt).
  const callBackAt = sql<Date | null>`${lastCall.callBackAt}`;
  // A call-back ahead holds the request only where it is what comes next (callBackHoldStatuses).
  // A pause with a 'Riprendi entro il' day: planned until that day (or a call-back agreed before
  // it), the tutors' turn from that day on (ARCHITECTURE.md, "Stand-by").
  const resumeBy = sql<string | null>`${requests.standByResumeBy}`;
  // Its day starts at midnight in Italy (as `italianDay`, the web's and resumeDue's today), not UTC.
  const resumeAt = sql`(case when ${requests.status} = 'STAND BY' then (${resumeBy}::date)::timestamp at time zone 'Europe/Rome' end)`;
  const resumeDue = sql`coalesce(${requests.status} = 'STAND BY' and ${resumeBy} <= ${italianDay(filter.now)}::date, false)`;
  // The tutor's agenda (the 'planned' order, the row's `plannedAt`): a booked interview, a pause's
  // resume day or a call-back agreed before it, the end of a caregiver's hold for the family's
  // payment (or a call-back agreed before it: the hold's lapse releases the caregiver), and a
  // call-back agreed in any other status.
  const holdEndsAt = sql<Date | null>`${candidates.holdExpiresAt}`;
  const agendaAt = sql`(case when ${requests.status} = 'COLLOQUIO PRENOTATO' then ${interviewAt} when ${requests.status} = 'STAND BY' then least(${callBackAt}, ${resumeAt}) when ${requests.status} = 'DA PAGARE' then least(${callBackAt}, ${holdEndsAt}) else ${callBackAt} end)`;
  // What holds a request back in the waiting order: the same, but a call-back only where it is
  // what comes next (`callBackHoldStatuses`, the pause among them); elsewhere the tutors still act.
  const plannedAt = sql`(case when ${requests.status} = 'COLLOQUIO PRENOTATO' or ${inArray(requests.status, [...callBackHoldStatuses])} then ${agendaAt} end)`;
  const plannedAhead = sql`coalesce(${plannedAt} > ${filter.now.toISOString()}::timestamptz, false)`;
  // A call-back come due is the tutors' turn, even in a status nobody acts on (a pause): since then.
  const callBackDue = sql`coalesce(${callBackAt} <= ${filter.now.toISOString()}::timestamptz, false)`;
  const idleByStatus = filter.idleStatuses.length
    ? inArray(requests.status, [...filter.idleStatuses])
    : sql`false`;
  // Nobody has to act on a status of `idleStatuses` (a service running, a pause, a closed request)
  // nor on what is planned ahead (the inbox's waitingFor says the same). Such a request is the
  // tutors' turn again while a message of the family waits for an answer: since that message.
  const idleStatus = sql`((${idleByStatus} and not ${callBackDue} and not ${resumeDue}) or ${plannedAhead})`;
  const idle = sql`(${idleStatus} and ${openAssistanceSince} is null)`;
  const familyByStatus = filter.familyStatuses.length
    ? inArray(requests.status, [...filter.familyStatuses])
    : sql`false`;
  // The family's turn (a quote or profiles to answer, a payment to make), unless a message of
  // theirs or a call-back come due makes it the tutors' again: since that message or that time.
  const familyTurn = sql`(${familyByStatus} and ${openAssistanceSince} is null and not ${callBackDue})`;
  const waitingSince = sql`coalesce(case when ${idleStatus} or ${familyByStatus} then ${openAssistanceSince} end, case when (${idleByStatus} or ${familyByStatus}) and ${callBackDue} then ${callBackAt} end, case when ${resumeDue} then ${resumeAt} end, ${statusSince})`;
  // After the urgent ones, the tutors' turns first (what needs them today), then the family's, longest wait first in
  // each; among the requests nobody acts on: what is planned ahead first, the soonest first (the
  // next thing to happen), then the services running and the pauses, the closed requests last.
  const idleRank = sql`(case when not ${idle} then (case when ${familyTurn} then 1 else 0 end) when ${plannedAhead} then 2 when ${inArray(requests.status, [...closedStatuses])} then 4 else 3 end)`;
  const waitingKey = sql`(case when ${idle} and ${plannedAhead} then ${plannedAt} else ${waitingSince} end)`;
  // A family's urgent message waiting for us (the caregiver did not come) goes before everything.
  const urgentRank = sql`(case when coalesce(${assistance.urgent}, 0) > 0 and ${openAssistanceSince} is not null then 0 else 1 end)`;
  const waitingOrder = [asc(urgentRank), asc(idleRank), asc(waitingKey), asc(requests.id)];
  const orders: Record<BackofficeRequestSort, SQL[]> = {
    waiting: waitingOrder,
    newest: [desc(requests.id)],
    // The urgent first (as always); then what is planned, the earliest first (come due before
    // what lies ahead); then the rest, in the waiting order.
    planned: [asc(urgentRank), asc(sql`(${agendaAt} is null)`), asc(agendaAt), ...waitingOrder],
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: requests.id,
        status: requests.status,
        businessLine: requests.businessLine,
        needs: requests.needs,
        city: requests.city,
        province: requests.province,
        welfare: requests.welfare,
        contactDate: requests.contactDate,
        createdAt: requests.createdAt,
        updatedAt: requests.updatedAt,
        customerUid: requests.customerUid,
        customerName: customer.name,
        customerSurname: customer.surname,
        customerEmail: customer.email,
        customerDeletedAt: customer.deletedAt,
        companyId: b2bCompanies.id,
        companyName: b2bCompanies.name,
        tutorUid: requests.assignedTutorUid,
        tutorName: tutor.name,
        tutorSurname: tutor.surname,
        tutorEmail: tutor.email,
        openAssistance: sql<number>`${assistance.open}`,
        openAsks: sql<number>`${assistance.openAsks}`,
        awaitingAnswer: sql<number>`${assistance.awaitingAnswer}`,
        answeredToHandle: sql<number>`${assistance.answeredToHandle}`,
        openUrgent: sql<number>`${assistance.urgent}`,
        openAssistanceSince: openAssistanceSince.mapWith(toDateOrNull),
        // The family page's rule: an ask answered there is not announced here.
        openOtherProfiles: sql<boolean>`(${openOtherProfilesAskAt} is not null)`,
        openInterviewChange: sql<boolean>`(${openInterviewChangeAskAt(sql.raw('"requests"."id"'))} is not null)`,
        lastCallAt: sql`${lastCall.at}`.mapWith(toDateOrNull),
        callBackAt: callBackAt.mapWith(toDateOrNull),
        standByReason: requests.standByReason,
        standByResumeBy: requests.standByResumeBy,
        holdExpiresAt: sql`${holdEndsAt}`.mapWith(toDateOrNull),
        interviewAt: interviewAt.mapWith(toDateOrNull),
        plannedAt: sql`${agendaAt}`.mapWith(toDateOrNull),
        serviceStart: sql<string | null>`${requests.requestDetail}->>'serviceStart'`,
        serviceEnd: sql<string | null>`${requests.requestDetail}->>'serviceEnd'`,
        unpublishedCandidates: sql<number>`${candidates.unpublished}`,
        unvettedCandidates: sql<number>`${candidates.unvetted}`,
        expiredRecordCandidates: sql<number>`${candidates.expired}`,
        statusSince: statusSince.mapWith(toDateOrNull),
      })
      .from(requests)
      .innerJoin(customer, eq(customer.uid, requests.customerUid))
      .leftJoin(b2bCompanies, eq(b2bCompanies.id, requests.companyId))
      .leftJoin(tutor, eq(tutor.uid, requests.assignedTutorUid))
      .leftJoinLateral(interview, sql`true`)
      .leftJoinLateral(lastChange, sql`true`)
      .leftJoinLateral(assistance, sql`true`)
      .leftJoinLateral(lastCall, sql`true`)
      .leftJoinLateral(candidates, sql`true`)
      .where(where)
      .orderBy(...orders[filter.sort])
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ count: count() })
      .from(requests)
      .innerJoin(customer, eq(customer.uid, requests.customerUid))
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}
