import { applicationSchema } from '@equilibrio/contract/caregiver-applications';
import type { CaregiverCheckInput } from '@equilibrio/contract/caregiver-checks';
import type { CaregiverType } from '@equilibrio/contract/enums';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { applicationUrl } from './get-applications';
import { applicationQueriesRoot } from './keys';

const post = (id: number, move: string, body?: object) =>
  apiRequest(`${applicationUrl(id)}/${move}`, {
    method: 'POST',
    ...(body ? { body } : {}),
    schema: applicationSchema,
  });

/** POST …/{id}/checks: a check recorded by the signed-in tutor. */
export const useRecordCheck = () =>
  useRefreshingMutation(
    ({ id, input }: { id: number; input: CaregiverCheckInput }) => post(id, 'checks', input),
    applicationQueriesRoot,
  );

/** DELETE …/{id}/checks/{checkId} */
export const useRemoveCheck = () =>
  useRefreshingMutation(
    ({ id, checkId }: { id: number; checkId: number }) =>
      apiRequest(`${applicationUrl(id)}/checks/${checkId}`, {
        method: 'DELETE',
        schema: applicationSchema,
      }),
    applicationQueriesRoot,
  );

/** POST …/{id}/review ('Prendi in carico'). */
export const useStartReview = () =>
  useRefreshingMutation((id: number) => post(id, 'review'), applicationQueriesRoot);

/** POST …/{id}/accept: the caregiver enters the directory. */
export const useAcceptApplication = () =>
  useRefreshingMutation(
    ({ id, type }: { id: number; type: CaregiverType }) => post(id, 'accept', { type }),
    applicationQueriesRoot,
    { after: 'settled' },
  );

/** POST …/{id}/decline with the tutors' reason. */
export const useDeclineApplication = () =>
  useRefreshingMutation(
    ({ id, reason }: { id: number; reason: string }) => post(id, 'decline', { reason }),
    applicationQueriesRoot,
    { after: 'settled' },
  );
