import { adminServiceListSchema } from '@equilibrio/contract/backoffice-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogQueriesRoot } from './keys';

/** GET /v1/backoffice/catalog/services: every service with prices and companies. */
export const getAdminServices = () =>
  apiRequest('/v1/backoffice/catalog/services', { schema: adminServiceListSchema });

export const adminServicesQueryOptions = () =>
  queryOptions({ queryKey: [...catalogQueriesRoot, 'services'], queryFn: getAdminServices });

export const useAdminServices = () => useQuery(adminServicesQueryOptions());
