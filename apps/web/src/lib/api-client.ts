import type { z } from 'zod';
import { env } from '@/config/env';
import { noteServerTime, serverTimeKnown, toServerTime } from './server-clock';

/** An answer of the API outside 2xx, with the envelope `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The public id of the record a creation would repeat (the API's `existing`). */
    readonly existing?: string,
  ) {
    super(message);
  }
}

/**
 * Answers that asking again cannot change: bad input, a sign-in refused (the session was checked
 * and a call sent again already, `sendAuthorised`), forbidden, missing, conflicting.
 */
const refusals = new Set([400, 401, 403, 404, 409, 422]);

/**
 * Whether asking again may succeed: a failure of the network or of the server, not a refusal of
 * what was asked, which would only be refused again.
 */
export const mayRetry = (error: unknown) =>
  !(error instanceof ApiError && refusals.has(error.status));

/** A call that never reached the server (offline): the one wording, also auth-errors.ts's. */
export const NETWORK_ERROR_MESSAGE = 'Connessione non disponibile. Controlla la rete e riprova.';
export const isNetworkError = (error: unknown) =>
  error instanceof ApiError && error.code === 'NETWORK';

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** lib/auth registers how to get the current ID token (firebase/auth `getIdToken`). */
export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider;
}

type SessionCheck = () => Promise<string | null>;
let sessionCheck: SessionCheck = async () => null;

/**
 * lib/auth registers how to check the session when the API refuses the token it was sent (401):
 * a forced refresh, which gives a new token, or signs a session that is over (revoked by a
 * password changed on another device, a disabled account) out; null then.
 */
export function setSessionCheck(check: SessionCheck) {
  sessionCheck = check;
}

/**
 * The last ID token the provider gave, and when it expires (its `exp`). A call made as the page is
 * left (`keepalive`) cannot wait for the provider: the SDK's own awaits, or a refresh, outlast the
 * page, and the call never started. It takes this one, at hand — `holdFreshToken` gets it ahead
 * of time (e.g. when a move's undo window opens).
 */
let heldToken: { token: string; expiresAt: number } | null = null;

/** A token's expiry (its payload's `exp`, in ms), or 0 when it cannot be read. */
function expiryOf(token: string) {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** How many times the held token was forgotten: a token asked for before then is not kept. */
let forgotten = 0;

async function currentToken() {
  const asked = forgotten;
  const token = await tokenProvider();
  // The same token as before keeps its expiry: it is read once per token, not per call.
  if (asked === forgotten && token !== heldToken?.token) {
    heldToken = token ? { token, expiresAt: expiryOf(token) } : null;
  }
  return token;
}

/**
 * Drops the token at hand, and any being fetched (lib/auth, when nobody or another account is
 * signed in): a keepalive call never goes out with the previous account's token.
 */
export function forgetHeldToken() {
  heldToken = null;
  forgotten += 1;
}

/**
 * Gets the current ID token now (refreshed when about to expire) and keeps it at hand, so that a
 * `keepalive` call later can go out at once, with no wait, even as the page is being left.
 */
export async function holdFreshToken() {
  await currentToken().catch(() => null);
}

/** The token kept at hand while it has more than a minute left (server's clock), else undefined. */
function tokenAtHand() {
  if (!heldToken || heldToken.expiresAt - toServerTime(Date.now()) < 60_000) return undefined;
  return heldToken.token;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, { ...init, credentials: 'same-origin' });

/**
 * How calls reach the API: the browser's fetch, or — when the server draws a page
 * (first-paint/render-page.tsx) — the server's own routes, called in-process with the user's token.
 */
export function setTransport(next: Transport) {
  transport = next;
}

export type QueryValue = string | number | boolean | undefined | null;

export type RequestOptions<S extends z.ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON-encoded, or sent as is when it is a FormData (multipart upload). */
  body?: unknown;
  /** Validates (and types) the answer. */
  schema?: S;
  signal?: AbortSignal;
  /** Send the Authorization header when a user is signed in (default true). */
  auth?: boolean;
  /** Extra headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A refusal of the token (401) checks the session (default true): not for the page session's
   * own call, which a check's new token makes (it would ask for another, and so on).
   */
  checkSession?: boolean;
  /**
   * The call outlives the page (fetch `keepalive`): sent when the tab is closed or reloaded. It
   * starts at once, in the same turn (a page being left runs nothing later), with the token at
   * hand (`holdFreshToken`) when there is one.
   */
  keepalive?: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function buildUrl(
  path: string,
  query?: Record<string, QueryValue | QueryValue[]>,
  base = env.VITE_API_BASE_URL,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Arrays repeat the parameter (?status=A&status=B).
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const qs = params.toString();
  return `${base.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

const isRelative = (url: string) => !/^[a-z][a-z\d+.-]*:\/\//i.test(url) && !url.startsWith('//');

/**
 * Whether the file at `url` is there to be shown (a HEAD answered OK with anything but a page:
 * an unknown address gets the app's page). A file of this site is asked through the transport,
 * so a page the server draws knows it too; another site's only by the browser.
 */
export async function fileAvailable(url: string, signal?: AbortSignal) {
  const init: RequestInit = { method: 'HEAD', ...(signal ? { signal } : {}) };
  const response = await (isRelative(url) ? transport(url, init) : fetch(url, init));
  return response.ok && !(response.headers.get('content-type') ?? '').includes('text/html');
}

async function authHeaders(method: string, url: string, auth = true) {
  return headersWith(method, url, auth ? await currentToken() : null);
}

/** The headers of a call with `token` (none: signed out, or not an authenticated call). */
function headersWith(method: string, url: string, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers.Accept = 'application/json';
  }
  if (!SAFE_METHODS.has(method) && isRelative(url)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  return headers;
}

/**
 * How long a read may take before it is given up (its answer read in full). A phone whose
 * network stalls (a lift, a train) would otherwise keep a page loading for minutes with no word;
 * given up, the read says so and is asked again (`mayRetry`). Only reads: a write given up may
 * still have been done, and sending it again is the user's call, not a timer's.
 */
export const READ_TIMEOUT_MS = 30_000;

/** Why a read was given up (the abort's reason), told apart from the caller's own abort. */
const readTimedOut = new Error('read timed out');

const timeoutError = () =>
  new ApiError(0, 'TIMEOUT', 'Il server non risponde. Controlla la connessione e riprova.');

/**
 * The signal of a read that is given up after `READ_TIMEOUT_MS` or when the caller's `signal`
 * aborts; `done` stops the clock once the answer is read.
 */
function readDeadline(signal?: AbortSignal | null) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(readTimedOut), READ_TIMEOUT_MS);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

const givenUp = (init: RequestInit) => init.signal?.reason === readTimedOut;

async function send(url: string, init: RequestInit) {
  try {
    const response = await transport(url, init);
    // The server's clock, from the first answer that says it (mid-second: `Date` has whole ones).
    const date = serverTimeKnown() ? null : response.headers.get('date');
    if (date) noteServerTime(Date.parse(date) + 500);
    return response;
  } catch (error) {
    if (givenUp(init)) throw timeoutError();
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
}

/**
 * `send` for a call that may carry the user's token. Refused for it (401: the session revoked on
 * another device, a clock far off), the session is checked once (`setSessionCheck`) and the call
 * sent again with the new token; a session that is over is signed out there (the dashboard then
 * leaves for the login page, which says why), and the refusal stands. Every call said 'riprova
 * più tardi' to a family whose session had ended, for as long as they tried.
 */
async function sendAuthorised(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  check = true,
) {
  const response = await send(url, init);
  const sent = init.headers.Authorization;
  if (response.status !== 401 || !sent || init.keepalive || !check) return response;
  // Sent with a token replaced meanwhile (a check for a call beside it): the new one, no check.
  const current = await currentToken().catch(() => null);
  const fresh = current && `Bearer ${current}` !== sent ? current : await checkSessionOnce();
  if (!fresh || `Bearer ${fresh}` === sent) return response;
  return send(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${fresh}` } });
}

/** The session check under way, which the calls refused beside it wait for (one refresh). */
let checking: Promise<string | null> | null = null;
let lastCheckAt = Number.NEGATIVE_INFINITY;
/**
 * At most one check a minute: a server that refuses the tokens the identity service keeps
 * issuing (a clock far behind) would otherwise have each refusal ask for a new token, which the
 * page session sends and the server refuses again, for ever.
 */
const SESSION_CHECK_GAP_MS = 60_000;

function checkSessionOnce(): Promise<string | null> {
  if (checking) return checking;
  if (Date.now() - lastCheckAt < SESSION_CHECK_GAP_MS) return Promise.resolve(null);
  lastCheckAt = Date.now();
  checking = sessionCheck()
    .catch(() => null)
    .finally(() => {
      checking = null;
    });
  return checking;
}

function errorFrom(status: number, data: unknown) {
  const envelope = (
    data as {
      error?: {
        code?: string;
        message?: string;
        fields?: Record<string, string>;
        existing?: string;
      };
    }
  )?.error;
  return new ApiError(
    status,
    envelope?.code ?? 'HTTP_ERROR',
    envelope?.message ?? 'Si è verificato un errore. Riprova più tardi.',
    envelope?.fields,
    envelope?.existing,
  );
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The one way the app calls the API (spec §7): base address, bearer token and Accept header when
 * signed in, and the anti-forgery header on relative non-GET/HEAD calls.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : unknown> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const auth = options.auth !== false;
  // A keepalive call with a token at hand does not wait: fetch is called before this returns.
  const atHand = options.keepalive ? (auth ? tokenAtHand() : null) : undefined;
  const headers = {
    ...options.headers,
    ...(atHand !== undefined
      ? headersWith(method, url, atHand)
      : await authHeaders(method, url, auth)),
  };
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const deadline = SAFE_METHODS.has(method) ? readDeadline(options.signal) : null;
  const init: RequestInit & { headers: Record<string, string> } = {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: deadline?.signal ?? options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  };
  try {
    const response = await sendAuthorised(url, init, options.checkSession !== false);
    const text = await response.text().catch((error: unknown) => {
      if (givenUp(init)) throw timeoutError();
      throw error;
    });
    const data = parseJson(text);
    if (!response.ok) throw errorFrom(response.status, data);
    return (options.schema ? options.schema.parse(data) : data) as never;
  } finally {
    deadline?.done();
  }
}

/**
 * A long-lived GET whose body is read as it arrives (GET /v1/events): the same base address and
 * bearer token as every call, so no credential ever goes in the address. The caller reads
 * `response.body`; a non-2xx answer is thrown as for any call.
 */
export async function apiStream(
  path: string,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const url = buildUrl(path);
  const headers = {
    ...(await authHeaders('GET', url)),
    ...options.headers,
    Accept: 'text/event-stream',
  };
  const response = await sendAuthorised(url, { method: 'GET', headers, signal: options.signal });
  if (!response.ok) throw errorFrom(response.status, parseJson(await response.text()));
  return response;
}

/** A file the API answers with, e.g. the data export or a caregiver's CV. */
export type DownloadedFile = { blob: Blob; filename: string };

/**
 * GET of a file the API serves only to the signed-in user, with the same token and errors as
 * `apiRequest`. The name comes from the answer's Content-Disposition, else `fallbackName`.
 */
export async function apiDownload(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName?: string } = {},
): Promise<DownloadedFile> {
  const url = buildUrl(path, options.query);
  // Any type: a JSON export, an HTML summary, a PDF.
  const headers = { ...(await authHeaders('GET', url)), Accept: '*/*' };
  const response = await sendAuthorised(url, { method: 'GET', headers });
  if (!response.ok) throw errorFrom(response.status, parseJson(await response.text()));
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? options.fallbackName ?? 'file';
  return { blob: await response.blob(), filename };
}
