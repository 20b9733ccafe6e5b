import {
  businessLineLabels,
  type CustomerType,
  closedStatuses,
  familyServiceName,
  type Language,
} from '@equilibrio/contract/enums';
import { pageOf } from '@equilibrio/contract/paging';
import { fullName } from '@equilibrio/contract/people';
import type {
  CustomerRequest,
  CustomerRequestWithDependants,
  FamilyTutor,
  RequestDetail,
  RequestPage,
  requestListQuerySchema,
} from '@equilibrio/contract/requests';
import { welfareProgrammeOf } from '@equilibrio/contract/welfare';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { familyProfileRounds } from '../workflow/customer-flow.service';
import { requestNotFound } from '../workflow/workflow.service';
import {
  countRequests,
  findOwnedRequest,
  findRequestPage,
  type ListedRequestRow,
} from './requests.queries';

/**
 * The version of the request's own terms (what the family's form holds, the service's address): an
 * edit opened on another is refused (`updateRequest`). As created, until first changed.
 */
export const termsVersionOf = (row: { termsUpdatedAt: Date | null; createdAt: Date }) =>
  row.termsUpdatedAt ?? row.createdAt;

/**
 * The family tutor as a family sees them: name and photo, and their direct phone and email only
 * when the operator allows it (SHOW_TUTOR_CONTACTS). Nothing else of the tutor's profile.
 */
function familyTutorOf(row: ListedRequestRow, showContacts: boolean): FamilyTutor | null {
  if (!row.familyTutorUid) return null;
  const name = fullName(row.familyTutorFirstName, row.familyTutorSurname);
  return {
    name: name || 'Il tuo family tutor',
    photoUrl: row.familyTutorPhotoUrl,
    phone: showContacts ? row.familyTutorPhone : null,
    email: showContacts ? row.familyTutorEmail : null,
  };
}

export function toApiRequest(
  row: ListedRequestRow,
  showTutorContacts = false,
): CustomerRequest & Pick<CustomerRequestWithDependants, 'dependants'> {
  const familyTutor = familyTutorOf(row, showTutorContacts);
  const businessLine = row.businessLine;
  return {
    id: row.id,
    status: row.status,
    businessLine,
    type: businessLineLabels[businessLine],
    needs: row.needs,
    message: row.message,
    languages: row.languages as Language[],
    dependantIds: row.dependantIds,
    dependants: row.dependants,
    address:
      row.addressId === null && row.street === null
        ? null
        : {
            id: row.addressId,
            street: row.street,
            city: row.city,
            province: row.province,
            postalCode: row.postalCode,
          },
    province: row.province,
    welfare: row.welfare,
    welfareProgramme: welfareProgrammeOf({
      welfare: row.welfare,
      companyName: row.welfareCompanyName,
      serviceCustomerType: row.serviceCustomerType,
    }),
    schedule: row.schedule ?? null,
    serviceLinked:
      row.serviceId === null
        ? null
        : {
            id: row.serviceId,
            // Not the catalogue's name ('Babysitter welfare'): the family's.
            name: familyServiceName(businessLine),
            customerType: (row.serviceCustomerType ?? 'B2C') as CustomerType,
          },
    customer: {
      uid: row.customerUid,
      workInfo: {
        b2bCompany:
          row.companyId === null
            ? null
            : { id: row.companyId, name: row.companyName ?? '', logoUrl: row.companyLogoUrl },
      },
    },
    contactDate: row.contactDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    termsUpdatedAt: termsVersionOf(row).toISOString(),
    requestDetail: (row.requestDetail as RequestDetail | null) ?? null,
    quotedProducts: row.quotedProducts ?? null,
    statusBeforeStandBy: row.statusBeforeStandBy,
    standByResumeBy: row.standByResumeBy,
    standByWaitsForFamily: row.standByWaitsForFamily,
    standByFamilyAnswered: row.standByFamilyAnswered,
    statusBeforeClosing: row.statusBeforeClosing,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    interviewAt: row.interviewAt?.toISOString() ?? null,
    quoteSentAt: row.quoteSentAt?.toISOString() ?? null,
    quoteAcceptedAt: row.quoteAcceptedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidCents: row.paidCents,
    guaranteeRenewalOffAt: row.guaranteeRenewalOffAt?.toISOString() ?? null,
    substitutionAskedAt: row.substitutionAskedAt?.toISOString() ?? null,
    refundOwedCents: row.refundOwedCents || null,
    refunded:
      row.refundedCents && row.refundedAt
        ? {
            amountCents: row.refundedCents,
            at: row.refundedAt.toISOString(),
            // Only part given back: what was paid, beside it.
            ...(row.refundedPaidCents && row.refundedPaidCents > row.refundedCents
              ? { paidCents: row.refundedPaidCents }
              : {}),
          }
        : null,
    familyTutorName: familyTutor?.name ?? null,
    familyTutor,
  };
}

type ListQuery = z.output<typeof requestListQuerySchema>;

/** GET /v2/requests/{uid}/requests: one page of the customer's requests plus the totals. */
export function listRequests(
  ctx: AppContext,
  customerUid: string,
  query: ListQuery,
): Promise<RequestPage> {
  const key = `${query.page}:${query.pageSize}:${query.active ?? ''}:${query.status?.join() ?? ''}`;
  return ctx.requestLists.get(customerUid, key, () => readRequestPage(ctx, customerUid, query));
}

async function readRequestPage(
  ctx: AppContext,
  customerUid: string,
  query: ListQuery,
): Promise<RequestPage> {
  const filter = {
    customerUid,
    statuses: query.status,
    active: query.active === undefined ? undefined : query.active === 'true',
    closedStatuses,
  };
  const page = await findRequestPage(ctx.db, {
    ...filter,
    limit: query.pageSize,
    offset: query.page * query.pageSize,
  });
  const { rows } = page;
  const total = page.total ?? (await countRequests(ctx.db, filter));
  return pageOf(
    rows.map((row) => toApiRequest(row, ctx.config.showTutorContacts)),
    query,
    total,
  );
}

/** GET /v2/requests/{id}: the customer's own request, with its assistiti. */
export async function getRequest(
  ctx: AppContext,
  customerUid: string,
  id: number,
): Promise<CustomerRequestWithDependants> {
  const row = await findOwnedRequest(ctx.db, { customerUid, id });
  if (!row) throw requestNotFound();
  const { searchingSince, profilesKept } = await familyProfileRounds(ctx.db, row);
  const { otherProfilesAskedAt: askedAt, ...request } = row;
  return {
    ...toApiRequest(request, ctx.config.showTutorContacts),
    otherProfilesAskedAt: askedAt?.toISOString() ?? null,
    otherProfilesSearchedAt: searchingSince?.toISOString() ?? null,
    sentProfilesKept: profilesKept,
  };
}
