import { addressSchema } from '@equilibrio/contract/people';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { addressesQueryOptions } from '@/resources/addresses';

/** PUT /v1/user-address/{id}/default — empty body. */
export const setDefaultAddress = (id: number) =>
  apiRequest(`/v1/user-address/${id}/default`, { method: 'PUT', schema: addressSchema });

export const useSetDefaultAddress = (uid: string) =>
  useRefreshingMutation(setDefaultAddress, addressesQueryOptions(uid).queryKey);
