import { userProfileSchema } from '@equilibrio/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/v1/user-controller/{uid} */
export const getProfile = (uid: string) =>
  apiRequest(`/api/v1/user-controller/${encodeURIComponent(uid)}`, { schema: userProfileSchema });

export const profileQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['profile', uid], queryFn: () => getProfile(uid) });

/** Always fresh on mount: addresses saved on another page change the billing address. */
export const useProfile = (uid: string | undefined) =>
  useQuery({ ...profileQueryOptions(uid ?? ''), enabled: Boolean(uid), refetchOnMount: 'always' });
