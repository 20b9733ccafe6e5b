import { type RequestNoteInput, requestNoteSchema } from '@equilibrio/contract/backoffice';
import { requestAction } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/notes: a tutor's call or note, at any status. */
export const { useSend: useAddNote } = requestAction<RequestNoteInput, typeof requestNoteSchema>(
  'notes',
  requestNoteSchema,
);
