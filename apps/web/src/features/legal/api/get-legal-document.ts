import { type LegalDocumentId, legalDocumentSchema } from '@equilibrio/contract/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/legal/{privacy|terms} (public). */
export const getLegalDocument = (id: LegalDocumentId) =>
  apiRequest(`/v1/legal/${id}`, { schema: legalDocumentSchema, auth: false });

export const legalDocumentQueryOptions = (id: LegalDocumentId) =>
  queryOptions({
    queryKey: ['legal-document', id],
    queryFn: () => getLegalDocument(id),
    staleTime: 5 * 60_000,
  });

export const useLegalDocument = (id: LegalDocumentId) => useQuery(legalDocumentQueryOptions(id));
