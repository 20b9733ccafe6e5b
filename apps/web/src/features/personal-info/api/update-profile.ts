import { type PersonalInfoInput, userProfileSchema } from '@equilibrio/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

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
