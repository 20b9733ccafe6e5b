import { adminCompanySchema } from '@equilibrio/contract/backoffice-catalog';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { catalogQueriesRoot } from './keys';

const logoUrl = (companyId: string) =>
  `/v1/backoffice/catalog/companies/${encodeURIComponent(companyId)}/logo`;

/** PUT (multipart, field "file") or DELETE /v1/backoffice/catalog/companies/{id}/logo. */
export const changeCompanyLogo = ({
  companyId,
  file,
}: {
  companyId: string;
  file: File | null;
}) => {
  if (!file)
    return apiRequest(logoUrl(companyId), { method: 'DELETE', schema: adminCompanySchema });
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(logoUrl(companyId), { method: 'PUT', body, schema: adminCompanySchema });
};

export const useChangeCompanyLogo = () =>
  useRefreshingMutation(changeCompanyLogo, catalogQueriesRoot, { after: 'settled' });
