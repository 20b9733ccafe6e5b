import {
  requestPageSchema,
  requestSchema,
  requestWithDependantsSchema,
} from '@equilibrio/contract/requests';
import { z } from 'zod';

/**
 * The request as the web app reads it: the contract's shape, but the status is kept as sent so
 * that one request with a status the app does not know is reported on its own card or row
 * (spec §4 "An unknown status raises an error") instead of failing the whole list.
 */
const clientRequestSchema = requestSchema.extend({ status: z.string() });
export type ClientRequest = z.infer<typeof clientRequestSchema>;

/** One request of the family's (GET /v2/requests/{id}): the request with its assistiti. */
export const clientRequestWithDependantsSchema = requestWithDependantsSchema.extend({
  status: z.string(),
});
export type ClientRequestWithDependants = z.infer<typeof clientRequestWithDependantsSchema>;

export const clientRequestPageSchema = requestPageSchema.extend({
  content: z.array(clientRequestSchema),
});
