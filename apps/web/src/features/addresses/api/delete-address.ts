import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

/** DELETE /v1/user-address/{id}. */
export const deleteAddress = (id: number) =>
  apiRequest(`/v1/user-address/${id}`, { method: 'DELETE' });

export function useDeleteAddress(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(uid).queryKey }),
  });
}
