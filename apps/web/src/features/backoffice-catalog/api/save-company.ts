import {
  adminCompanySchema,
  type CompanyCreate,
  type CompanyUpdate,
} from '@equilibrio/contract/backoffice-catalog';
import { catalogSave } from './keys';

/** POST /v1/backoffice/catalog/companies or PUT /v1/backoffice/catalog/companies/{id}. */
export const useSaveCompany = catalogSave(
  adminCompanySchema,
  (input: { companyId: null; body: CompanyCreate } | { companyId: string; body: CompanyUpdate }) =>
    input.companyId === null
      ? { create: '/companies' }
      : { update: `/companies/${encodeURIComponent(input.companyId)}` },
);
