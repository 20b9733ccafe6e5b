import { sessionSchema } from '@equilibrio/contract/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/session: who the API thinks is signed in, with the role. */
export const getSession = () => apiRequest('/api/v1/session', { schema: sessionSchema });

export const sessionQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['session', uid],
    queryFn: getSession,
    staleTime: 5 * 60_000,
  });

/** The session of the signed-in user (nothing is fetched without one). */
export const useSession = (uid: string | null) =>
  useQuery({ ...sessionQueryOptions(uid ?? ''), enabled: uid !== null });
