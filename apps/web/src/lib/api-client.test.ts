import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import {
  ApiError,
  apiRequest,
  buildUrl,
  forgetHeldToken,
  holdFreshToken,
  mayRetry,
  READ_TIMEOUT_MS,
  setSessionCheck,
  setTokenProvider,
} from './api-client';

/** An ID token-like string that expires in an hour (its payload's `exp`). */
const tokenFor = (who: string) =>
  `h.${btoa(JSON.stringify({ sub: who, exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

describe('apiRequest', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads this very cookie
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenProvider(async () => null);
    setSessionCheck(async () => null);
    // biome-ignore lint/suspicious/noDocumentCookie: clean up the cookie set above
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends the bearer token and Accept header when signed in', async () => {
    setTokenProvider(async () => 'tok');
    const calls = mockApi({ 'GET /v2/requests/u1/requests': { body: { ok: true } } });
    await apiRequest('/v2/requests/u1/requests', {
      query: { page: 0, pageSize: 10, active: undefined },
    });
    const { headers } = calls[0]!;
    expect(calls[0]!.url).toBe('/v2/requests/u1/requests?page=0&pageSize=10');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.Accept).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('forgets the token held for keepalive calls, and one still being fetched', async () => {
    const calls = mockApi({ 'POST /v1/x': { body: {} } });
    const keepalive = async () => {
      await apiRequest('/v1/x', { method: 'POST', keepalive: true });
      return calls.at(-1)!.headers.Authorization;
    };
    setTokenProvider(async () => tokenFor('a'));
    await holdFreshToken();
    // The provider no longer answers for A (signed out): the held token still goes, at once.
    setTokenProvider(async () => null);
    expect(await keepalive()).toBe(`Bearer ${tokenFor('a')}`);
    forgetHeldToken();
    expect(await keepalive()).toBeUndefined();

    // A's token, asked for before the sign-out and arriving after it, is not kept.
    let answer!: (token: string) => void;
    setTokenProvider(() => new Promise((resolve) => (answer = resolve)));
    const holding = holdFreshToken();
    forgetHeldToken();
    answer(tokenFor('a'));
    await holding;
    setTokenProvider(async () => null);
    expect(await keepalive()).toBeUndefined();
  });

  // A session revoked on another device: every call said 'riprova più tardi', for as long as the
  // family tried, and nothing took them to sign in again.
  it('a token refused (401) checks the session once for the calls beside it: sent again with the new token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // Past any check an earlier test made (one a minute at most).
    vi.setSystemTime(Date.now() + 3_600_000);
    let token = 'old';
    setTokenProvider(async () => token);
    const check = vi.fn(async () => {
      token = 'new';
      return token;
    });
    setSessionCheck(check);
    const calls = mockApi({
      'POST /v2/requests': ({ headers }) =>
        headers.Authorization === 'Bearer new'
          ? { status: 201, body: { id: 5 } }
          : {
              status: 401,
              body: { error: { code: 'UNAUTHENTICATED', message: 'Sessione scaduta' } },
            },
    });
    const send = () => apiRequest('/v2/requests', { method: 'POST', body: { a: 1 } });
    expect(await Promise.all([send(), send()])).toEqual([{ id: 5 }, { id: 5 }]);
    expect(check).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.Authorization).sort()).toEqual([
      'Bearer new',
      'Bearer new',
      'Bearer old',
      'Bearer old',
    ]);

    // Over for good (the check signed the user out): the refusal stands, nothing sent again.
    vi.setSystemTime(Date.now() + 61_000);
    token = 'revoked';
    check.mockResolvedValue(null as never);
    await expect(send()).rejects.toMatchObject({ status: 401 });
    expect(check).toHaveBeenCalledTimes(2);
    // Refused again within the minute: no new check (a server refusing every new token would
    // have each refusal ask for another, for ever).
    await expect(send()).rejects.toMatchObject({ status: 401 });
    expect(check).toHaveBeenCalledTimes(2);
    // A call sent signed out is not the session's to check.
    vi.setSystemTime(Date.now() + 61_000);
    setTokenProvider(async () => null);
    await expect(apiRequest('/v2/requests', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
    });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('adds the anti-forgery header on relative mutating calls only', async () => {
    const calls = mockApi({ 'POST /v1/nps-scores': { body: {} } });
    await apiRequest('/v1/nps-scores', { method: 'POST', body: { score: 9 } });
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('abc123');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends a FormData as multipart, with the anti-forgery header and no JSON type', async () => {
    const calls = mockApi({ 'PUT /v1/backoffice/caregivers/:docRef/cv': { body: {} } });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    await apiRequest('/v1/backoffice/caregivers/cg-x/cv', { method: 'PUT', body: form });
    const { headers } = calls[0]!;
    expect(calls[0]!.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toBe('abc123');
  });

  it('repeats a parameter for each value of an array', () => {
    expect(buildUrl('/v1/x', { status: ['NUOVA', 'DA RICHIAMARE'], page: 0 })).toBe(
      '/v1/x?status=NUOVA&status=DA+RICHIAMARE&page=0',
    );
  });

  it('never sends the anti-forgery token to another origin', () => {
    expect(buildUrl('/v1/x', undefined, 'https://api.example.com/')).toBe(
      'https://api.example.com/v1/x',
    );
  });

  it('turns the error envelope into an ApiError with fields', async () => {
    mockApi({
      'POST /v2/requests': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Dati non validi',
            fields: { 'body.name': 'Obbligatorio' },
          },
        },
      },
    });
    const error = await apiRequest('/v2/requests', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { 'body.name': 'Obbligatorio' },
    });
  });

  /** A fetch that never answers, as a stalled network: only an abort ends it, as the browser's. */
  const stalledFetch = () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          sent.push(init);
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    return sent;
  };

  it('gives a stalled read up after 30 s, in Italian, and asks again', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    stalledFetch();
    const read = apiRequest('/v1/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    let settled = false;
    void read.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await read;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'Il server non risponde. Controlla la connessione e riprova.',
    });
    expect(mayRetry(error)).toBe(true);
  });

  it('never gives a write up by the clock, and a caller stopping a read is not a timeout', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const sent = stalledFetch();
    let written = false;
    void apiRequest('/v1/x', { method: 'POST', body: {} }).finally(() => (written = true));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 4);
    expect(written).toBe(false);
    expect(sent[0]?.signal?.aborted ?? false).toBe(false);

    const caller = new AbortController();
    const read = apiRequest('/v1/y', { signal: caller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    caller.abort();
    expect(await read).toMatchObject({ name: 'AbortError' });
  });

  it('reports a network failure in Italian', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/v1/x')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
