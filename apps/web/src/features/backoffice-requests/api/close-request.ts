import type { CloseRequest } from '@equilibrio/contract/backoffice';
import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { requestAction } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/close: NON PIU' INTERESSATO or NON RISPONDE, with a note. */
export const { useSend: useCloseRequest } = requestAction<
  CloseRequest,
  typeof requestStatusResultSchema
>('close', requestStatusResultSchema);
