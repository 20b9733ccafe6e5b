import { addressSchema } from '@equilibrio/contract/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/user-address?uid= — sorted by id ascending (spec §7). */
export async function getAddresses(uid: string) {
  const addresses = await apiRequest('/v1/user-address', {
    query: { uid },
    schema: z.array(addressSchema),
  });
  return [...addresses].sort((a, b) => a.id - b.id);
}

export const addressesQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['addresses', uid], queryFn: () => getAddresses(uid) });

export const useAddresses = (uid: string | undefined) =>
  useQuery({ ...addressesQueryOptions(uid ?? ''), enabled: Boolean(uid) });
