import { type NpsReportQuery, npsReportSchema } from '@equilibrio/contract/backoffice-nps';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/backoffice/nps?from=&to=: distribution, NPS and suggestions of the period. */
export const getNpsReport = (query: NpsReportQuery) =>
  apiRequest('/v1/backoffice/nps', { query, schema: npsReportSchema });

export const npsReportQueryOptions = (query: NpsReportQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'nps', query],
    queryFn: () => getNpsReport(query),
    placeholderData: keepPreviousData,
  });

/** Nothing is asked until the period has both ends. */
export const useNpsReport = (query: NpsReportQuery, enabled = true) =>
  useQuery({ ...npsReportQueryOptions(query), enabled });
