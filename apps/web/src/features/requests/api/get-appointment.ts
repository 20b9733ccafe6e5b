import { interviewAppointmentSchema } from '@equilibrio/contract/workflow';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';

/**
 * GET /v1/scheduled-appointments/find/{requestID}: the request's latest interview, or null when
 * none is booked (the API answers 404).
 */
export async function getAppointment(requestId: number, signal?: AbortSignal) {
  try {
    return await apiRequest(`/v1/scheduled-appointments/find/${requestId}`, {
      schema: interviewAppointmentSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getAppointmentQueryOptions = (uid: string, requestId: number) =>
  queryOptions({
    queryKey: [...requestsKey(uid), 'detail', requestId, 'appointment'],
    queryFn: ({ signal }) => getAppointment(requestId, signal),
  });

export const useAppointment = (uid: string, requestId: number, enabled: boolean) =>
  useQuery({ ...getAppointmentQueryOptions(uid, requestId), enabled });
