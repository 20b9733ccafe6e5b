import { addressSchema } from '@equilibrio/contract/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The signed-in customer's saved addresses (GET /v1/user-address?uid=, spec §7), sorted by id
 * ascending: one cache entry for the addresses page, the request form's picker and the new
 * request's default address.
 */
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

/** The address marked 'predefinito', if any: a new request starts from it. */
export const defaultAddressId = (addresses: readonly { id: number; isDefault: boolean }[]) =>
  addresses.find((address) => address.isDefault)?.id ?? null;
