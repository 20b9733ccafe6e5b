import type { SendQuote } from '@equilibrio/contract/backoffice';
import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { requestAction } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/quote: → INVIATO PREVENTIVO, the customer is emailed. */
export const { useSend: useSendQuote } = requestAction<SendQuote, typeof requestStatusResultSchema>(
  'quote',
  requestStatusResultSchema,
);
