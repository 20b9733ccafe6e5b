import { type PersonalInfoInput, userProfileSchema } from '@equilibrio/contract/users';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';

/**
 * The signed-in customer's profile (GET /api/v1/user-controller/{uid}, spec §7), one cache entry
 * for every page that reads it: the personal area edits it, the request forms prefill from it
 * (name, phone, the welfare company in workInfo.b2bCompany). A save updates that one entry, so no
 * page can prefill from a stale copy.
 */
export const getProfile = (uid: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/user-controller/${encodeURIComponent(uid)}`, {
    schema: userProfileSchema,
    signal,
  });

export const profileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['profile', uid],
    queryFn: ({ signal }) => getProfile(uid, signal),
  });

/** Always fresh on mount: addresses saved on another page change the billing address. */
export const useProfile = (uid: string | undefined) =>
  useQuery({ ...profileQueryOptions(uid ?? ''), enabled: Boolean(uid), refetchOnMount: 'always' });

/** PATCH /api/v1/user-controller/{uid}/update-profile — answers the updated profile. */
export const updateProfile = ({ uid, body }: { uid: string; body: PersonalInfoInput }) =>
  apiRequest(`/api/v1/user-controller/${encodeURIComponent(uid)}/update-profile`, {
    method: 'PATCH',
    body,
    schema: userProfileSchema,
  });

export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(uid).queryKey, profile),
  });
}
