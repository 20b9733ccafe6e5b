import {
  adminCompanySchema,
  type CompanyCreate,
  type CompanyUpdate,
} from '@equilibrio/contract/backoffice-catalog';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { catalogQueriesRoot } from './keys';

/** POST /v1/backoffice/catalog/companies or PUT /v1/backoffice/catalog/companies/{id}. */
export const saveCompany = (
  input: { companyId: null; body: CompanyCreate } | { companyId: string; body: CompanyUpdate },
) =>
  apiRequest(
    input.companyId === null
      ? '/v1/backoffice/catalog/companies'
      : `/v1/backoffice/catalog/companies/${encodeURIComponent(input.companyId)}`,
    {
      method: input.companyId === null ? 'POST' : 'PUT',
      body: input.body,
      schema: adminCompanySchema,
    },
  );

export const useSaveCompany = () =>
  useRefreshingMutation(saveCompany, catalogQueriesRoot, { after: 'settled' });
