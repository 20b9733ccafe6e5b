import type { AppContext } from '../../context';
import type { AppError } from '../../lib/app-error';

/**
 * Firebase mode: one REST call to Google's Identity Toolkit (`accounts:{method}`), as the SDK
 * makes it. Answers `{ ok: true }`, or Google's error code (the part of its message before
 * ' : ', '' when there is none) with the HTTP status. Without FIREBASE_API_KEY, or when Google
 * cannot be reached, it throws `unavailable()` (the caller's 503, worded for what it was doing).
 */
export async function callGoogleToolkit(
  ctx: AppContext,
  call: {
    method: string;
    body: object;
    headers?: Record<string, string>;
    /** What needs the key, for the log: 'to delete accounts'. */
    purpose: string;
    unavailable: () => AppError;
  },
): Promise<{ ok: true } | { ok: false; code: string; status: number }> {
  const { firebaseApiKey, firebaseIdentityToolkitUrl } = ctx.config.identity;
  if (!firebaseApiKey) {
    ctx.log.error(`IDENTITY_MODE=firebase needs FIREBASE_API_KEY ${call.purpose}`);
    throw call.unavailable();
  }
  let response: Response;
  try {
    response = await fetch(
      `${firebaseIdentityToolkitUrl}/v1/accounts:${call.method}?key=${encodeURIComponent(firebaseApiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...call.headers },
        body: JSON.stringify(call.body),
        signal: AbortSignal.timeout(10_000),
      },
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'Google Identity Toolkit unreachable');
    throw call.unavailable();
  }
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => undefined)) as
    | { error?: { message?: string } }
    | undefined;
  const code = answer?.error?.message?.split(' : ')[0] ?? '';
  return { ok: false, code, status: response.status };
}
