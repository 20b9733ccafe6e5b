import { caregiverSuggestionsSchema } from '@equilibrio/contract/backoffice';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { suggestionsKey } from './keys';

/** GET /v1/backoffice/requests/{id}/suggestions: caregivers ranked for the request, with why. */
export const useSuggestions = (requestId: number, enabled: boolean) =>
  useQuery({
    queryKey: suggestionsKey(requestId),
    queryFn: () =>
      apiRequest(`/v1/backoffice/requests/${requestId}/suggestions`, {
        schema: caregiverSuggestionsSchema,
      }),
    enabled,
  });
