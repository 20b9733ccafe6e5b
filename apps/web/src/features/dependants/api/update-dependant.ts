import { type DependantInput, dependantSchema } from '@equilibrio/contract/people';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { dependantsQueryOptions } from './get-dependants';

/** PUT /v1/dependents/{id} — same body as the creation. */
export const updateDependant = ({ id, body }: { id: number; body: DependantInput }) =>
  apiRequest(`/v1/dependents/${id}`, { method: 'PUT', body, schema: dependantSchema });

export const useUpdateDependant = (uid: string) =>
  useRefreshingMutation(updateDependant, dependantsQueryOptions(uid).queryKey);
