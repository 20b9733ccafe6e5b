import { type DependantInput, dependantSchema } from '@equilibrio/contract/people';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { dependantsQueryOptions } from './get-dependants';

/** POST /v1/dependents/ */
export const createDependant = (body: DependantInput) =>
  apiRequest('/v1/dependents/', { method: 'POST', body, schema: dependantSchema });

export const useCreateDependant = (uid: string) =>
  useRefreshingMutation(createDependant, dependantsQueryOptions(uid).queryKey);
