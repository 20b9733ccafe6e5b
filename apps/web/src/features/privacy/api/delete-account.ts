import { accountDeletedSchema } from '@equilibrio/contract/privacy';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';

/** DELETE /api/v1/user-controller/{uid}: needs a sign-in of the last 5 minutes. */
export const deleteAccount = (uid: string) =>
  apiRequest(`/api/v1/user-controller/${encodeURIComponent(uid)}`, {
    method: 'DELETE',
    schema: accountDeletedSchema,
  });

export const useDeleteAccount = (uid: string) =>
  useMutation({ mutationFn: () => deleteAccount(uid) });
