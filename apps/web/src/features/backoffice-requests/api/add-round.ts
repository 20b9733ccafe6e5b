import type { RoundInput } from '@equilibrio/contract/backoffice';
import { serviceRoundSchema } from '@equilibrio/contract/workflow';
import { requestAction } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/rounds: a service round (event register). */
export const { useSend: useAddRound } = requestAction<RoundInput, typeof serviceRoundSchema>(
  'rounds',
  serviceRoundSchema,
);
