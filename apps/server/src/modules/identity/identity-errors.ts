/**
 * An error of the Identity Toolkit protocol (IDENTITY.md §1.4–1.5): the SDK reads
 * `error.message`, splits it on ' : ' and maps the code to `auth/<code>`.
 */
export class IdentityError extends Error {
  override name = 'IdentityError';
  /** Seconds to wait before trying again (sent as `Retry-After`), for limits. */
  retryAfterSeconds?: number;
  constructor(
    readonly code: string,
    readonly detail?: string,
    readonly status = 400,
    /** Google's `status` word for non-400 answers (PERMISSION_DENIED, UNAVAILABLE…). */
    readonly googleStatus?: string,
  ) {
    super(detail ? `${code} : ${detail}` : code);
  }
}

/** Google's error envelope: `{ error: { code, message, errors: [...], status? } }`. */
export function identityErrorBody(status: number, message: string, googleStatus?: string) {
  return {
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason: 'invalid' }],
      ...(googleStatus ? { status: googleStatus } : {}),
    },
  };
}

/** The texts Google uses for lock-outs and floods (the SDK shows them as the error's message). */
export const tooManyAttempts = {
  account:
    'Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.',
  device: 'We have blocked all requests from this device due to unusual activity. Try again later.',
  busy: 'The service is busy. Try again later.',
  passwordChanges: 'Too many password changes for this account. Try again later.',
} as const;

/** A limit's refusal: TOO_MANY_ATTEMPTS_TRY_LATER (the SDK's auth/too-many-requests) and its wait. */
export function tooManyAttemptsError(detail: string, retryAfterMs: number) {
  const error = new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', detail);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}
