import { type AddressUpdate, addressSchema } from '@equilibrio/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

/** PUT /v1/user-address/{id}. */
export const updateAddress = ({ id, body }: { id: number; body: AddressUpdate }) =>
  apiRequest(`/v1/user-address/${id}`, { method: 'PUT', body, schema: addressSchema });

export function useUpdateAddress(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(uid).queryKey }),
  });
}
