import { backofficeAssistancePageSchema } from '@equilibrio/contract/backoffice';
import type { AssistanceType } from '@equilibrio/contract/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MENU_COUNTER_REFRESH_MS } from '@/lib/menu-counter';
import { assistanceQueriesRoot } from './keys';

export type AssistanceFilters = {
  open: 'true' | 'false';
  type?: AssistanceType;
  page?: number;
  pageSize?: number;
};

// The root lives apart from the schemas, so the app shell's live updates import no zod.
export { assistanceQueriesRoot };

/** GET /v1/backoffice/assistance: messages (open ones by default, the longest wait first). */
export const getAssistance = (filters: AssistanceFilters) =>
  apiRequest('/v1/backoffice/assistance', {
    query: filters,
    schema: backofficeAssistancePageSchema,
  });

export const assistanceQueryOptions = (filters: AssistanceFilters) =>
  queryOptions({
    queryKey: [...assistanceQueriesRoot, filters],
    queryFn: () => getAssistance(filters),
    placeholderData: keepPreviousData,
  });

export const useAssistance = (filters: AssistanceFilters) =>
  useQuery(assistanceQueryOptions(filters));

/**
 * How many messages wait to be handled (the sidebar counter, 'N da gestire'), refreshed every
 * minute: the server's counts the inbox shows at its top (`openMessages`), all that its 'Da
 * gestire' list holds: segnalazioni, messages awaiting an answer, and those answered with a plain
 * 'Rispondi' — the tutor kept them open (a holding reply: something still to do), so they still
 * need a 'Segna come gestito'; the card and the counts say they are answered, not awaiting.
 */
export const useOpenAssistanceCount = () =>
  useQuery({
    ...assistanceQueryOptions({ open: 'true', page: 0, pageSize: 1 }),
    refetchInterval: MENU_COUNTER_REFRESH_MS,
    select: ({ openMessages }) =>
      openMessages.openAsks + openMessages.awaitingAnswer + openMessages.answeredToHandle,
  });
