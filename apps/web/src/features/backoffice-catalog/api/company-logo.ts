import { adminCompanySchema } from '@equilibrio/contract/backoffice-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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

export function useChangeCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCompanyLogo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogQueriesRoot }),
  });
}
