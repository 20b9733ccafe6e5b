import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { sendFirstRequest } from '@/resources/first-request';
import { requestsKey } from './get-requests';

/** The first request of a signed-in customer: their request lists read it back. */
export const useCreateFirstRequest = (uid: string) =>
  useRefreshingMutation(sendFirstRequest, requestsKey(uid));
