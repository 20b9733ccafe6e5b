import { type AddressCreate, addressSchema } from '@equilibrio/contract/people';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { addressesQueryOptions } from '@/resources/addresses';

/** POST /v1/user-address — returns the created address. */
export const createAddress = (body: AddressCreate) =>
  apiRequest('/v1/user-address', { method: 'POST', body, schema: addressSchema });

export const useCreateAddress = (uid: string) =>
  useRefreshingMutation(createAddress, addressesQueryOptions(uid).queryKey);
