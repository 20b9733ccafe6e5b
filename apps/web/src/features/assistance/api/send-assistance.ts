import type { GeneralAssistanceInput } from '@equilibrio/contract/assistance';
import { assistanceMessageSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { assistanceMessages } from '../messages';

/** POST /api/v1/user-controller/assistance `{ message, type: 'GENERIC' }` (spec §7). */
export const sendAssistance = (body: GeneralAssistanceInput) =>
  apiRequest('/api/v1/user-controller/assistance', {
    method: 'POST',
    body,
    schema: assistanceMessageSchema,
  });

export const useSendAssistance = () =>
  useMutation({ mutationFn: sendAssistance, meta: { errorToast: assistanceMessages.failure } });
