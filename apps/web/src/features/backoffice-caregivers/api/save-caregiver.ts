import { type CaregiverInput, caregiverSchema } from '@equilibrio/contract/caregivers';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { caregiverQueriesRoot } from './keys';

/**
 * POST /v1/backoffice/caregivers (new) or PUT /v1/backoffice/caregivers/{docRef}. The photo is
 * not sent: uploads set it. `version`: the record's `updatedAt` the form was loaded from — a save
 * made since by someone else is refused (RECORD_CHANGED: `recordChangedMeanwhile`).
 */
export const saveCaregiver = ({
  docRef,
  input,
  version,
}: {
  docRef: string | null;
  input: Omit<CaregiverInput, 'photoUrl'>;
  version?: string;
}) =>
  apiRequest(
    docRef
      ? `/v1/backoffice/caregivers/${encodeURIComponent(docRef)}${
          version ? `?${new URLSearchParams({ updatedAt: version })}` : ''
        }`
      : '/v1/backoffice/caregivers',
    {
      method: docRef ? 'PUT' : 'POST',
      body: input,
      schema: caregiverSchema,
    },
  );

export const useSaveCaregiver = () =>
  useRefreshingMutation(saveCaregiver, caregiverQueriesRoot, { after: 'settled' });
