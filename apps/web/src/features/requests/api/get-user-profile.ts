import { userProfileSchema } from '@equilibrio/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/v1/user-controller/{uid} (spec §7). The request form reads the welfare company
 * (workInfo.b2bCompany) and the first-request form its contact fields.
 */
export const getUserProfile = (uid: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/user-controller/${encodeURIComponent(uid)}`, {
    schema: userProfileSchema,
    signal,
  });

export const getUserProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['user-profile', uid],
    queryFn: ({ signal }) => getUserProfile(uid, signal),
  });

export const useUserProfile = (uid: string) => useQuery(getUserProfileQueryOptions(uid));
