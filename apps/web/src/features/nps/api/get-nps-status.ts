import { type NpsStatus, npsStatusSchema } from '@equilibrio/contract/nps';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const npsStatusKey = (uid: string) => ['nps-status', uid] as const;

/** GET /v1/nps-scores/me: whether to ask the family now (no answer in the last 90 days). */
export const useNpsStatus = (uid: string) =>
  useQuery({
    queryKey: npsStatusKey(uid),
    queryFn: ({ signal }) => apiRequest('/v1/nps-scores/me', { schema: npsStatusSchema, signal }),
    staleTime: 5 * 60_000,
  });

/** Just answered: quiet everywhere at once (the server says the same on the next read). */
export function markNpsAnswered(queryClient: QueryClient, uid: string, at: string) {
  const quiet: NpsStatus = { lastAnsweredAt: at, askAgainAt: null, ask: false };
  queryClient.setQueryData(npsStatusKey(uid), quiet);
  void queryClient.invalidateQueries({ queryKey: npsStatusKey(uid) });
}
