import { caregiverDetailSchema } from '@equilibrio/contract/caregivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { caregiverQueriesRoot } from './keys';

/** GET /v1/backoffice/caregivers/{docRef} */
export const getCaregiver = (docRef: string) =>
  apiRequest(`/v1/backoffice/caregivers/${encodeURIComponent(docRef)}`, {
    schema: caregiverDetailSchema,
  });

export const caregiverQueryOptions = (docRef: string) =>
  queryOptions({
    queryKey: [...caregiverQueriesRoot, 'detail', docRef],
    queryFn: () => getCaregiver(docRef),
  });

export const useCaregiver = (docRef: string | null) =>
  useQuery({ ...caregiverQueryOptions(docRef ?? ''), enabled: docRef !== null });
