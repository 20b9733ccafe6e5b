import { type CaregiverInput, caregiverSchema } from '@equilibrio/contract/caregivers';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { caregiverQueriesRoot } from './keys';

/**
 * POST /v1/backoffice/caregivers (new) or PUT /v1/backoffice/caregivers/{docRef}. The photo is
 * not sent: uploads set it.
 */
export const saveCaregiver = ({
  docRef,
  input,
}: {
  docRef: string | null;
  input: Omit<CaregiverInput, 'photoUrl'>;
}) =>
  apiRequest(
    docRef
      ? `/v1/backoffice/caregivers/${encodeURIComponent(docRef)}`
      : '/v1/backoffice/caregivers',
    {
      method: docRef ? 'PUT' : 'POST',
      body: input,
      schema: caregiverSchema,
    },
  );

export const useSaveCaregiver = () =>
  useRefreshingMutation(saveCaregiver, caregiverQueriesRoot, { after: 'settled' });
