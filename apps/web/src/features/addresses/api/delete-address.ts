import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { addressesQueryOptions } from '@/resources/addresses';

/** DELETE /v1/user-address/{id}. */
export const deleteAddress = (id: number) =>
  apiRequest(`/v1/user-address/${id}`, { method: 'DELETE' });

export const useDeleteAddress = (uid: string) =>
  useRefreshingMutation(deleteAddress, addressesQueryOptions(uid).queryKey);
