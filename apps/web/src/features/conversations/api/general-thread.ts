import { assistanceMessageSchema } from '@equilibrio/contract/workflow';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { conversationsQueryKey } from '@/resources/conversations';
import type { OutgoingMessage } from './message-form';

/**
 * POST /api/v1/user-controller/assistance: a message tied to no request continues the family's
 * general conversation (the spec's call: text only).
 */
export const sendGeneralMessage = ({ message }: OutgoingMessage) =>
  apiRequest('/api/v1/user-controller/assistance', {
    method: 'POST',
    body: { message, type: 'GENERIC' },
    schema: assistanceMessageSchema,
  });

/** POST /api/v1/user-controller/assistance/messages/read (`keepalive`, as `markRequestThreadRead`). */
export const markGeneralThreadRead = () =>
  apiRequest('/api/v1/user-controller/assistance/messages/read', {
    method: 'POST',
    keepalive: true,
  });

export function useSendGeneralMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGeneralMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

export function useMarkGeneralThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGeneralThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
