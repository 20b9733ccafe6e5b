import { caregiverRecordSchema } from '@equilibrio/contract/caregivers';
import type { SelectionPhase } from '@equilibrio/contract/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';

/** GET /v1/caregiver-selection/request/{requestId}/phase/{CHOSEN|SELECTED} (spec §7). */
export const getCaregivers = (requestId: number, phase: SelectionPhase, signal?: AbortSignal) =>
  apiRequest(`/v1/caregiver-selection/request/${requestId}/phase/${phase}`, {
    schema: z.array(caregiverRecordSchema),
    signal,
  });

export const getCaregiversQueryOptions = (uid: string, requestId: number, phase: SelectionPhase) =>
  queryOptions({
    queryKey: [...requestsKey(uid), 'detail', requestId, 'caregivers', phase],
    queryFn: ({ signal }) => getCaregivers(requestId, phase, signal),
  });

export const useCaregivers = (
  uid: string,
  requestId: number,
  phase: SelectionPhase | null,
  errorToast?: string,
) =>
  useQuery({
    ...getCaregiversQueryOptions(uid, requestId, phase ?? 'SELECTED'),
    enabled: phase !== null,
    meta: errorToast ? { errorToast } : undefined,
  });
