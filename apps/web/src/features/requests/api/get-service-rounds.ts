import { serviceRoundSchema } from '@equilibrio/contract/workflow';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';

/** GET /v1/request-service-records/request/{requestId}: the event register (spec §3). */
export const getServiceRounds = (requestId: number, signal?: AbortSignal) =>
  apiRequest(`/v1/request-service-records/request/${requestId}`, {
    schema: z.array(serviceRoundSchema),
    signal,
  });

export const getServiceRoundsQueryOptions = (uid: string, requestId: number) =>
  queryOptions({
    queryKey: [...requestsKey(uid), 'detail', requestId, 'rounds'],
    queryFn: ({ signal }) => getServiceRounds(requestId, signal),
  });

export const useServiceRounds = (uid: string, requestId: number, enabled: boolean) =>
  useQuery({ ...getServiceRoundsQueryOptions(uid, requestId), enabled });
