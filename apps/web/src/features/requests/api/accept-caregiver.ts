import { acceptCaregiverResultSchema } from '@equilibrio/contract/caregivers';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { requestMessages } from '../messages';

/**
 * PATCH /v1/caregiver-selection/request/{requestId}/caregiver/{docRef}/accept (spec §7): the
 * customer chooses a candidate (INVIATO CV → DA PAGARE, held for 24 hours).
 */
export const acceptCaregiver = ({ requestId, docRef }: { requestId: number; docRef: string }) =>
  apiRequest(
    `/v1/caregiver-selection/request/${requestId}/caregiver/${encodeURIComponent(docRef)}/accept`,
    { method: 'PATCH', schema: acceptCaregiverResultSchema },
  );

/** Spec §7: "A successful accept of a caregiver reloads the page" — the caller reloads. */
export const useAcceptCaregiver = () =>
  useMutation({
    mutationFn: acceptCaregiver,
    meta: { errorToast: requestMessages.caregiverAcceptError },
  });
