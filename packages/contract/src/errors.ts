import { z } from 'zod';

/** Error codes the product API answers with; the web app maps each to an Italian message. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** A sensitive operation (account deletion) needs a sign-in of the last few minutes. */
  'RECENT_LOGIN_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_STATE',
  /** The family accepted a quote the tutor has corrected since: it is to be read again. */
  'QUOTE_CHANGED',
  /** A back-office record was saved by someone else since the form read it: nothing written. */
  'RECORD_CHANGED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dot-joined) → message, for validation failures. */
    fields: z.record(z.string(), z.string()).optional(),
    /** The public id of the record a creation would repeat (CONFLICT): the client offers to open it. */
    existing: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
