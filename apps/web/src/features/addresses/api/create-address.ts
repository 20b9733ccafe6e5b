import { type AddressCreate, addressSchema } from '@equilibrio/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

/** POST /v1/user-address — returns the created address. */
export const createAddress = (body: AddressCreate) =>
  apiRequest('/v1/user-address', { method: 'POST', body, schema: addressSchema });

export function useCreateAddress(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(uid).queryKey }),
  });
}
