import { acceptCaregiverResultSchema } from '@equilibrio/contract/caregivers';
import { ApiError, apiRequest } from '@/lib/api-client';
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

/**
 * The choice came too late (409): made meanwhile in another tab, or the request moved on (the
 * tutor paused it, the hold…). The page reads the request again and says what is true — not
 * the spec's error, kept for a real failure.
 */
export const choiceOutdated = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

/** Spec §7: "A successful accept of a caregiver reloads the page" — the caller reloads. */
export const useAcceptCaregiver = () =>
  useMutation({
    mutationFn: acceptCaregiver,
    meta: {
      errorToast: (error) => (choiceOutdated(error) ? null : requestMessages.caregiverAcceptError),
    },
  });
