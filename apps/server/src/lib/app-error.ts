import type { ErrorCode } from '@equilibrio/contract/errors';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RECENT_LOGIN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  QUOTE_CHANGED: 409,
  RECORD_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The one error type services throw. The error handler turns it into the envelope
 * `{ error: { code, message, fields? } }` with the status of its code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  /** Seconds to wait before trying again (sent as `Retry-After`), for limits. */
  retryAfterSeconds?: number;
  /** The public id of the record a creation would repeat (sent as `existing`). */
  existing?: string;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

/** 400 VALIDATION_FAILED naming the one field at fault (the form shows the message under it). */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** 429 RATE_LIMITED that tells the client when to try again (`Retry-After`). */
export function rateLimited(retryAfterMs: number, message: (minutes: number) => string) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const error = new AppError('RATE_LIMITED', message(Math.ceil(seconds / 60)));
  error.retryAfterSeconds = seconds;
  return error;
}
