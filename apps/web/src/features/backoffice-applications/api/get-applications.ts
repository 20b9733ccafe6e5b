import {
  type ApplicationListQuery,
  applicationPageSchema,
  applicationSchema,
} from '@equilibrio/contract/caregiver-applications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationQueriesRoot } from './keys';

export const applicationsUrl = '/v1/backoffice/caregiver-applications';
export const applicationUrl = (id: number) => `${applicationsUrl}/${id}`;

/** GET /v1/backoffice/caregiver-applications: the inbox, newest first. */
export const useApplications = (filters: Partial<ApplicationListQuery>) =>
  useQuery({
    queryKey: [...applicationQueriesRoot, 'list', filters],
    queryFn: () => apiRequest(applicationsUrl, { query: filters, schema: applicationPageSchema }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/backoffice/caregiver-applications/{id} */
export const useApplication = (id: number) =>
  useQuery({
    queryKey: [...applicationQueriesRoot, 'detail', id],
    queryFn: () => apiRequest(applicationUrl(id), { schema: applicationSchema }),
  });
