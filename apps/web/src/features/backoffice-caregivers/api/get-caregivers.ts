import { type CaregiverListQuery, caregiverPageSchema } from '@equilibrio/contract/caregivers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { caregiverQueriesRoot } from './keys';

export type CaregiverFilters = Partial<CaregiverListQuery>;

/** GET /v1/backoffice/caregivers: the directory, by surname. */
export const getCaregivers = (filters: CaregiverFilters) =>
  apiRequest('/v1/backoffice/caregivers', { query: filters, schema: caregiverPageSchema });

export const caregiversQueryOptions = (filters: CaregiverFilters) =>
  queryOptions({
    queryKey: [...caregiverQueriesRoot, 'list', filters],
    queryFn: () => getCaregivers(filters),
    placeholderData: keepPreviousData,
  });

export const useCaregivers = (filters: CaregiverFilters) =>
  useQuery(caregiversQueryOptions(filters));
