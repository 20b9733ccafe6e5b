import {
  adminServiceSchema,
  type ServiceCreate,
  type ServiceUpdate,
} from '@equilibrio/contract/backoffice-catalog';
import { catalogSave } from './keys';

/** POST /v1/backoffice/catalog/services or PUT /v1/backoffice/catalog/services/{id}. */
export const useSaveService = catalogSave(
  adminServiceSchema,
  (input: { serviceId: null; body: ServiceCreate } | { serviceId: number; body: ServiceUpdate }) =>
    input.serviceId === null ? { create: '/services' } : { update: `/services/${input.serviceId}` },
);
