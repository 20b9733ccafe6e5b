import { type Address, addressSchema } from '@equilibrio/contract/people';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /v1/backoffice/requests/{id}/family-addresses: the saved addresses of the request's family
 * (the tutor picks the service's among them).
 */
export const useFamilyAddresses = (requestId: number, enabled = true) =>
  useQuery({
    queryKey: ['backoffice', 'family-addresses', requestId],
    queryFn: (): Promise<Address[]> =>
      apiRequest(`/v1/backoffice/requests/${requestId}/family-addresses`, {
        schema: z.array(addressSchema),
      }),
    enabled,
  });
