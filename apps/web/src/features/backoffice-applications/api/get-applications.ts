import {
  type ApplicationListQuery,
  applicationPageSchema,
  applicationSchema,
  openApplicationStatuses,
} from '@equilibrio/contract/caregiver-applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MENU_COUNTER_REFRESH_MS } from '@/lib/menu-counter';
import { applicationQueriesRoot } from './keys';

export const applicationsUrl = '/v1/backoffice/caregiver-applications';
export const applicationUrl = (id: number) => `${applicationsUrl}/${id}`;

/** GET /v1/backoffice/caregiver-applications: the inbox, newest first. */
const applicationsQueryOptions = (filters: Partial<ApplicationListQuery>) =>
  queryOptions({
    queryKey: [...applicationQueriesRoot, 'list', filters],
    queryFn: () => apiRequest(applicationsUrl, { query: filters, schema: applicationPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useApplications = (filters: Partial<ApplicationListQuery>) =>
  useQuery(applicationsQueryOptions(filters));

/**
 * How many applications wait for a decision (received or being checked): the menu's counter,
 * refreshed every minute and with every change to an application (one of the inbox's queries).
 */
export const useOpenApplicationsCount = () =>
  useQuery({
    ...applicationsQueryOptions({ page: 0, pageSize: 1 }),
    refetchInterval: MENU_COUNTER_REFRESH_MS,
    select: ({ counts }) =>
      openApplicationStatuses.reduce((sum, status) => sum + counts[status], 0),
  });

/** GET /v1/backoffice/caregiver-applications/{id} */
export const useApplication = (id: number) =>
  useQuery({
    queryKey: [...applicationQueriesRoot, 'detail', id],
    queryFn: () => apiRequest(applicationUrl(id), { schema: applicationSchema }),
  });
