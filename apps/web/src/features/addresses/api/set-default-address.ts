import { addressSchema } from '@equilibrio/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

/** PUT /v1/user-address/{id}/default — empty body. */
export const setDefaultAddress = (id: number) =>
  apiRequest(`/v1/user-address/${id}/default`, { method: 'PUT', schema: addressSchema });

export function useSetDefaultAddress(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(uid).queryKey }),
  });
}
