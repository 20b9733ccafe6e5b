import {
  type CaregiverCheckInput,
  caregiverCheckSchema,
} from '@equilibrio/contract/caregiver-checks';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { caregiverChecksRoot } from './keys';

const checksUrl = (docRef: string) =>
  `/v1/backoffice/caregivers/${encodeURIComponent(docRef)}/checks`;
const checksSchema = z.array(caregiverCheckSchema);

/** GET /v1/backoffice/caregivers/{docRef}/checks */
export const useCaregiverChecks = (docRef: string) =>
  useQuery({
    queryKey: [...caregiverChecksRoot, docRef],
    queryFn: () => apiRequest(checksUrl(docRef), { schema: checksSchema }),
  });

export const useRecordCaregiverCheck = () =>
  useRefreshingMutation(
    ({ docRef, input }: { docRef: string; input: CaregiverCheckInput }) =>
      apiRequest(checksUrl(docRef), { method: 'POST', body: input, schema: checksSchema }),
    caregiverChecksRoot,
  );

export const useRemoveCaregiverCheck = () =>
  useRefreshingMutation(
    ({ docRef, checkId }: { docRef: string; checkId: number }) =>
      apiRequest(`${checksUrl(docRef)}/${checkId}`, { method: 'DELETE', schema: checksSchema }),
    caregiverChecksRoot,
  );
