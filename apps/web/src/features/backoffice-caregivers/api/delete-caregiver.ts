import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { caregiverQueriesRoot } from './keys';

/** DELETE /v1/backoffice/caregivers/{docRef}: only one never proposed (else 409: deactivate). */
export const deleteCaregiver = (docRef: string) =>
  apiRequest(`/v1/backoffice/caregivers/${encodeURIComponent(docRef)}`, { method: 'DELETE' });

export function useDeleteCaregiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaregiver,
    onSuccess: (_data, docRef) =>
      queryClient.removeQueries({ queryKey: [...caregiverQueriesRoot, 'detail', docRef] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caregiverQueriesRoot }),
  });
}
