import type {
  AccountStatusAction,
  BackofficeRequestDetail,
  BackofficeRequestFacets,
  BackofficeRequestFacetsQuery,
  BackofficeRequestListQuery,
  BackofficeRequestPage,
  CustomerAccount,
  PersonRef,
} from '@equilibrio/contract/backoffice';
import {
  FAMILY_OTHER_REQUESTS_SHOWN,
  isRefundOwed,
  personRef,
} from '@equilibrio/contract/backoffice';
import {
  askedServiceName,
  businessLineLabels,
  type ContactPreference,
  type CustomerType,
  type DependantType,
  type Gender,
  type Language,
  requestStatuses,
} from '@equilibrio/contract/enums';
import { pageOf } from '@equilibrio/contract/paging';
import { requestDetailSchema } from '@equilibrio/contract/requests';
import { statusesFamilyActsOn, statusesNobodyActsOn } from '@equilibrio/contract/status-display';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { listAddresses } from '../addresses/addresses.service';
import {
  getAccountStatusHistory,
  isAnotherAccountsAddress,
  setAccountDisabled,
} from '../identity/identity.service';
import { IdentityError } from '../identity/identity-errors';
import { listPaymentsForTutor } from '../payments/payments.service';
import { preferenceOfRow } from '../users/users.service';
import { candidateEditableStatuses } from '../workflow/candidates.service';
import { otherProfilesAskedAt } from '../workflow/customer-flow.service';
import { getRequestWorkflow } from '../workflow/tutor-flow.service';
import { allowedTransitions } from '../workflow/workflow.service';
import {
  countRequestsByStatus,
  listRequestsForTutors,
  type RequestFilter,
} from './backoffice.queries';
import {
  findRequestCustomerUid,
  findRequestForTutor,
  listCustomerOtherRequests,
  listRequestDependants,
  listTutorAccounts,
} from './backoffice-request.queries';

/** The filters shared by the list and its per-status counts. */
function requestFilter(tutorUid: string, query: BackofficeRequestFacetsQuery): RequestFilter {
  const assignedTo =
    query.assignedTo === undefined
      ? undefined
      : query.assignedTo === 'none'
        ? null
        : query.assignedTo === 'me'
          ? tutorUid
          : query.assignedTo;
  return {
    assignedTo,
    q: query.q,
    businessLine: query.businessLine,
    province: query.province,
    companyId: query.companyId,
  };
}

/** GET /v1/backoffice/requests/facets: per-status counts of the filtered requests. */
export async function getRequestFacets(
  ctx: AppContext,
  tutorUid: string,
  query: BackofficeRequestFacetsQuery,
): Promise<BackofficeRequestFacets> {
  const { byStatus, provinces } = await countRequestsByStatus(
    ctx.db,
    requestFilter(tutorUid, query),
  );
  const counts = new Map(byStatus.map((row) => [row.status, row.count]));
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    statuses: requestStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    provinces,
  };
}

/** GET /v1/backoffice/requests */
export async function listRequests(
  ctx: AppContext,
  tutorUid: string,
  query: BackofficeRequestListQuery,
): Promise<BackofficeRequestPage> {
  const statuses =
    query.status === undefined
      ? undefined
      : Array.isArray(query.status)
        ? query.status
        : [query.status];
  const { rows, total } = await listRequestsForTutors(ctx.db, {
    ...requestFilter(tutorUid, query),
    statuses,
    sort: query.sort,
    idleStatuses: statusesNobodyActsOn,
    familyStatuses: statusesFamilyActsOn,
    now: ctx.clock.now(),
    limit: query.pageSize,
    offset: query.page * query.pageSize,
  });
  const content = rows.map((row) => ({
    id: row.id,
    status: row.status,
    businessLine: row.businessLine,
    // The service asked, as the family chose it ('Babysitter (Taxi-sitter)'), not its line alone.
    type: askedServiceName(row),
    customer: {
      ...personRef(row.customerUid, row.customerName, row.customerSurname, row.customerEmail)!,
      deleted: row.customerDeletedAt !== null,
    },
    city: row.city,
    province: row.province,
    welfare: row.welfare,
    company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
    assignedTutor: personRef(row.tutorUid, row.tutorName, row.tutorSurname, row.tutorEmail),
    openAssistance: Number(row.openAssistance),
    openAsks: Number(row.openAsks),
    awaitingAnswer: Number(row.awaitingAnswer),
    answeredToHandle: Number(row.answeredToHandle),
    openUrgent: Number(row.openUrgent ?? 0),
    openAssistanceSince: row.openAssistanceSince?.toISOString() ?? null,
    openOtherProfiles: Boolean(row.openOtherProfiles),
    openInterviewChange: Boolean(row.openInterviewChange),
    lastCallAt: row.lastCallAt?.toISOString() ?? null,
    callBackAt: row.callBackAt?.toISOString() ?? null,
    standByReason: row.standByReason,
    standByResumeBy: row.standByResumeBy,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    interviewAt: row.interviewAt?.toISOString() ?? null,
    plannedAt: row.plannedAt?.toISOString() ?? null,
    serviceStart: row.serviceStart ?? null,
    serviceEnd: row.serviceEnd ?? null,
    unpublishedCandidates: Number(row.unpublishedCandidates),
    unvettedCandidates: Number(row.unvettedCandidates),
    expiredRecordCandidates: Number(row.expiredRecordCandidates),
    statusSince: (row.statusSince ?? row.createdAt).toISOString(),
    contactDate: row.contactDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return pageOf(content, query, total);
}

/** GET /v1/backoffice/requests/{requestId}: the request, its customer and its whole workflow. */
/**
 * The saved addresses of the family whose request it is (the tutor picks the service's among
 * them): that family's only, read with the addresses' own list.
 */
export async function listRequestFamilyAddresses(ctx: AppContext, requestId: number) {
  const customerUid = await findRequestCustomerUid(ctx.db, requestId);
  if (!customerUid) throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
  return listAddresses(ctx, customerUid);
}

export async function getRequestDetail(
  ctx: AppContext,
  requestId: number,
): Promise<BackofficeRequestDetail> {
  const row = await findRequestForTutor(ctx.db, requestId);
  if (!row) throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
  const [
    dependantRows,
    workflow,
    payments,
    account,
    waitingForOwner,
    otherProfilesAsked,
    otherRequests,
  ] = await Promise.all([
    listRequestDependants(ctx.db, requestId),
    getRequestWorkflow(ctx, requestId),
    listPaymentsForTutor(ctx, requestId),
    getCustomerAccount(ctx, row.customer.uid),
    row.customer.email
      ? isAnotherAccountsAddress(ctx.db, row.customer.uid, row.customer.email)
      : false,
    otherProfilesAskedAt(ctx.db, { id: requestId }),
    listCustomerOtherRequests(ctx.db, row.customer.uid, requestId, FAMILY_OTHER_REQUESTS_SHOWN),
  ]);
  const { request, customer, company, service, tutor } = row;
  const { contactPreference, notificationPreference, deletedAt, ...contact } = customer;
  const status = request.status;
  const statusBeforeStandBy = request.statusBeforeStandBy;
  const detail = request.requestDetail
    ? requestDetailSchema.safeParse(request.requestDetail)
    : null;
  const hasAddress = request.street || request.city || request.postalCode;
  return {
    id: request.id,
    status,
    statusBeforeStandBy,
    standByReason: request.standByReason,
    standByResumeBy: request.standByResumeBy,
    businessLine: request.businessLine,
    type: businessLineLabels[request.businessLine],
    needs: request.needs,
    message: request.message,
    languages: request.languages as Language[],
    address: hasAddress
      ? {
          id: request.addressId,
          street: request.street,
          city: request.city,
          province: request.province,
          postalCode: request.postalCode,
        }
      : null,
    province: request.province,
    welfare: request.welfare,
    schedule: request.schedule ?? null,
    company: company?.id && company.name ? { id: company.id, name: company.name } : null,
    source: request.source,
    serviceLinked:
      service?.id && service.name
        ? { id: service.id, name: service.name, customerType: service.customerType as CustomerType }
        : null,
    requestDetail: detail?.success ? detail.data : null,
    quotedProducts: request.quotedProducts ?? null,
    quoteSentAt: request.quoteSentAt?.toISOString() ?? null,
    contactDate: request.contactDate.toISOString(),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    assignedTutor: personRef(
      request.assignedTutorUid,
      tutor?.name ?? null,
      tutor?.surname ?? null,
      tutor?.email ?? null,
    ),
    customer: {
      ...contact,
      contactPreference: contactPreference as ContactPreference | null,
      deleted: deletedAt !== null,
      company: company?.id && company.name ? { id: company.id, name: company.name } : null,
      account,
      waitingForOwner,
      // The emails' senders' own reading (`familyWants`), of the row already read.
      notificationPreference: preferenceOfRow({ preference: notificationPreference, deletedAt }),
      otherRequests: otherRequests.map((other) => ({
        id: other.id,
        status: other.status,
        // The service as asked, as the list's rows say it.
        type: askedServiceName(other),
        city: other.city,
        province: other.province,
      })),
    },
    dependants: dependantRows.map((d) => ({
      id: d.id,
      name: d.name,
      type: d.type as DependantType,
      birthDate: d.birthDate,
      gender: d.gender as Gender,
      handicap: d.handicap,
    })),
    ...workflow,
    openOtherProfiles: otherProfilesAsked !== null,
    substitutionAskedAt: request.substitutionAskedAt?.toISOString() ?? null,
    payments,
    refundOwed: payments.some(isRefundOwed),
    paidAt: request.paidAt?.toISOString() ?? null,
    guaranteeRenewalOffAt: request.guaranteeRenewalOffAt?.toISOString() ?? null,
    allowedTransitions: allowedTransitions(
      { status, statusBeforeStandBy, requestDetail: detail?.success ? detail.data : null },
      'tutor',
      ctx.clock.now(),
    ),
    candidatesEditable: candidateEditableStatuses.includes(status),
    interviewReschedulable: status === 'COLLOQUIO PRENOTATO',
  };
}

/** GET /v1/backoffice/tutors: who a request can be assigned to. */
export async function listTutors(ctx: AppContext): Promise<PersonRef[]> {
  const rows = await listTutorAccounts(ctx.db);
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    surname: row.surname,
    email: row.email,
  }));
}

/**
 * A customer's account as the back office shows it: disabled or not, and who disabled or
 * re-enabled it when and why, newest first. Null when there is no account here to manage (the
 * customer erased it, or accounts live at Firebase).
 */
export async function getCustomerAccount(
  ctx: AppContext,
  customerUid: string,
): Promise<CustomerAccount | null> {
  if (ctx.config.identity.mode !== 'local') return null;
  const account = await getAccountStatusHistory(ctx.db, customerUid);
  if (!account) return null;
  return {
    disabled: account.disabled,
    history: account.events.map((event) => ({
      id: event.id,
      action: event.action as AccountStatusAction,
      reason: event.reason,
      by: personRef(event.actorUid, event.actorName, event.actorSurname, event.actorEmail),
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /v1/backoffice/customers/{uid}/disable and …/enable: a tutor disables or re-enables a
 * customer's account, with the reason (the identity service records it in the account's history
 * and, when disabling, closes every session at once). Staff accounts, the tutor's own included,
 * are managed only by operators at the command line (`npm run user:disable`): 403.
 */
export async function changeCustomerAccount(
  ctx: AppContext,
  tutorUid: string,
  customerUid: string,
  change: { disabled: boolean; reason: string },
): Promise<CustomerAccount> {
  if (ctx.config.identity.mode !== 'local') {
    throw new AppError(
      'CONFLICT',
      'Con l’accesso gestito da Firebase gli account si disattivano nella console Firebase.',
    );
  }
  let changed: boolean;
  try {
    ({ changed } = await setAccountDisabled(ctx, customerUid, {
      disabled: change.disabled,
      reason: change.reason,
      actorUid: tutorUid,
      check: (account) => {
        if (account.role !== 'customer') {
          throw new AppError(
            'FORBIDDEN',
            'Gli account dei family tutor possono essere disattivati solo dagli amministratori.',
          );
        }
      },
    }));
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'USER_NOT_FOUND')
      throw new AppError('NOT_FOUND', 'Famiglia non trovata.');
    throw error;
  }
  if (!changed) {
    throw new AppError(
      'CONFLICT',
      change.disabled ? 'L’account è già disattivato.' : 'L’account è già attivo.',
    );
  }
  const account = await getCustomerAccount(ctx, customerUid);
  if (!account) throw new AppError('NOT_FOUND', 'Famiglia non trovata.');
  return account;
}
