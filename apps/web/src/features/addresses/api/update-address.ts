import { type AddressUpdate, addressSchema } from '@equilibrio/contract/people';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { addressesQueryOptions } from '@/resources/addresses';

/** PUT /v1/user-address/{id}. */
export const updateAddress = ({ id, body }: { id: number; body: AddressUpdate }) =>
  apiRequest(`/v1/user-address/${id}`, { method: 'PUT', body, schema: addressSchema });

export const useUpdateAddress = (uid: string) =>
  useRefreshingMutation(updateAddress, addressesQueryOptions(uid).queryKey);
