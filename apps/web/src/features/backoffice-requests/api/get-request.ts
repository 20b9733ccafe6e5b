import {
  type BackofficeRequestDetail,
  backofficeRequestDetailSchema,
} from '@equilibrio/contract/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestDetailKey } from './keys';

export type RequestWorkspace = BackofficeRequestDetail;

/** GET /v1/backoffice/requests/{id}: the request with customer, history, workflow, payments. */
export const getRequest = (requestId: number) =>
  apiRequest(`/v1/backoffice/requests/${requestId}`, { schema: backofficeRequestDetailSchema });

export const requestQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: requestDetailKey(requestId),
    queryFn: () => getRequest(requestId),
  });

export const useRequest = (requestId: number) => useQuery(requestQueryOptions(requestId));
