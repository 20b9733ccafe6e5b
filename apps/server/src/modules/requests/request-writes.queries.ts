// A family's request written: the row (created or changed) and its dependants.
import type { BusinessLine, RequestStatus } from '@equilibrio/contract/enums';
import type { RequestSchedule } from '@equilibrio/contract/request-schedule';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonParam, jsonValue, param, prepared, rowParams, rowValues } from '../../db/prepared';
import { requestDependants, requests } from '../../db/schema/requests';

export type RequestValues = {
  businessLine: BusinessLine;
  message: string | null;
  languages: string[];
  addressId: number | null;
  street: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  welfare: boolean;
  companyId: string | null;
  /** Absent: left as stored (a client that does not send the section keeps it). */
  schedule?: RequestSchedule | null;
};

export async function insertRequest(
  tx: Db,
  values: RequestValues & {
    customerUid: string;
    status: RequestStatus;
    idempotencyKey: string | null;
    now: Date;
  },
): Promise<number> {
  const { schedule, ...rest } = values;
  const [row] = await prepared(tx, 'insert_request', (handle, name) =>
    handle
      .insert(requests)
      .values({
        customerUid: param('customerUid'),
        status: param('status'),
        idempotencyKey: param('idempotencyKey'),
        businessLine: param('businessLine'),
        message: param('message'),
        languages: param('languages'),
        addressId: param('addressId'),
        street: param('street'),
        city: param('city'),
        province: param('province'),
        postalCode: param('postalCode'),
        welfare: param('welfare'),
        companyId: param('companyId'),
        schedule: jsonParam('schedule'),
        source: 'dashboard',
        contactDate: param('now'),
        createdAt: param('now'),
        updatedAt: param('now'),
      })
      .returning({ id: requests.id })
      .prepare(name),
  ).execute({ ...rest, schedule: jsonValue(schedule) });
  return row!.id;
}

export async function updateRequestValues(
  tx: Db,
  params: { id: number; customerUid: string; values: RequestValues; now: Date },
) {
  await tx
    .update(requests)
    .set({ ...params.values, updatedAt: params.now, termsUpdatedAt: params.now })
    .where(and(eq(requests.id, params.id), eq(requests.customerUid, params.customerUid)));
}

/** Sets the request's dependants to exactly these ids. */
export async function replaceRequestDependants(
  tx: Db,
  params: { requestId: number; dependantIds: number[] },
) {
  await tx.delete(requestDependants).where(eq(requestDependants.requestId, params.requestId));
  await insertRequestDependants(tx, params);
}

const dependantFields = ['requestId', 'dependantId'] as const;

/** The dependants of a request that has none yet (one just inserted). */
export async function insertRequestDependants(
  tx: Db,
  params: { requestId: number; dependantIds: number[] },
) {
  if (params.dependantIds.length === 0) return;
  // One statement per number of dependants (at most 20, the form's limit).
  const rows = params.dependantIds.map((dependantId) => ({
    requestId: params.requestId,
    dependantId,
  }));
  await prepared(tx, `insert_request_dependants_${rows.length}`, (handle, name) =>
    handle.insert(requestDependants).values(rowParams(dependantFields, rows.length)).prepare(name),
  ).execute(rowValues(dependantFields, rows));
}
