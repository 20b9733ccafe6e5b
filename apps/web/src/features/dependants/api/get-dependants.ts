import { dependantSchema } from '@equilibrio/contract/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/dependents?uid= */
export const getDependants = (uid: string) =>
  apiRequest('/v1/dependents', { query: { uid }, schema: z.array(dependantSchema) });

export const dependantsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['dependants', uid], queryFn: () => getDependants(uid) });

export const useDependants = (uid: string | undefined) =>
  useQuery({ ...dependantsQueryOptions(uid ?? ''), enabled: Boolean(uid) });
