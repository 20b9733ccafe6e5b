import {
  adminServiceSchema,
  type ServiceCreate,
  type ServiceUpdate,
} from '@equilibrio/contract/backoffice-catalog';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { catalogQueriesRoot } from './keys';

/** POST /v1/backoffice/catalog/services or PUT /v1/backoffice/catalog/services/{id}. */
export const saveService = (
  input: { serviceId: null; body: ServiceCreate } | { serviceId: number; body: ServiceUpdate },
) =>
  apiRequest(
    input.serviceId === null
      ? '/v1/backoffice/catalog/services'
      : `/v1/backoffice/catalog/services/${input.serviceId}`,
    {
      method: input.serviceId === null ? 'POST' : 'PUT',
      body: input.body,
      schema: adminServiceSchema,
    },
  );

export const useSaveService = () =>
  useRefreshingMutation(saveService, catalogQueriesRoot, { after: 'settled' });
