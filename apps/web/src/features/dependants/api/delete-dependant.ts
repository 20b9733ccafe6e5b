import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { dependantsQueryOptions } from './get-dependants';

/** DELETE /v1/dependents/{id} — refused (409) while an open request names the dependant. */
export const deleteDependant = (id: number) =>
  apiRequest(`/v1/dependents/${id}`, { method: 'DELETE' });

export const useDeleteDependant = (uid: string) =>
  useRefreshingMutation(deleteDependant, dependantsQueryOptions(uid).queryKey);
