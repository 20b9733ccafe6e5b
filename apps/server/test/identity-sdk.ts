import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, initializeAuth, inMemoryPersistence } from 'firebase/auth';
import { afterAll } from 'vitest';
import type { Clock } from '../src/lib/clock';
import { createTestApp, madeBeforeAll, type TestApp } from './helpers';

export const TEST_API_KEY = 'test-api-key';

/** Real time plus an offset tests can move forward (the SDK keeps using real time). */
export type ShiftedClock = Clock & { advance(ms: number): void };

export function createShiftedClock(): ShiftedClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export type SdkHarness = {
  app: TestApp;
  clock: ShiftedClock;
  baseUrl: string;
  /** A new, independent firebase/auth instance (another browser, in effect) on our server. */
  newAuth(): Auth;
  /** Pending email codes, as the dev listing shows them. */
  oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]>;
  latestCode(email: string, requestType: string): Promise<string>;
  close(): Promise<void>;
};

let appCounter = 0;

/** Our server listening on a free port, and the real firebase/auth SDK pointed at it. */
export async function startSdkHarness(env: Record<string, string> = {}): Promise<SdkHarness> {
  const clock = createShiftedClock();
  const app = await createTestApp({ clock, env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const apps: FirebaseApp[] = [];

  const oobCodes = async () => {
    const res = await fetch(`${baseUrl}/emulator/v1/projects/equilibrio-local/oobCodes`);
    return ((await res.json()) as { oobCodes: Awaited<ReturnType<SdkHarness['oobCodes']>> })
      .oobCodes;
  };

  return {
    app,
    clock,
    baseUrl,
    newAuth() {
      appCounter += 1;
      const firebaseApp = initializeApp(
        { apiKey: env.IDENTITY_API_KEY ?? TEST_API_KEY, projectId: 'equilibrio-local' },
        `sdk-test-${appCounter}`,
      );
      apps.push(firebaseApp);
      const auth = initializeAuth(firebaseApp, { persistence: inMemoryPersistence });
      connectAuthEmulator(auth, baseUrl, { disableWarnings: true });
      return auth;
    },
    oobCodes,
    async latestCode(email, requestType) {
      const codes = (await oobCodes()).filter(
        (code) => code.email === email.toLowerCase() && code.requestType === requestType,
      );
      const code = codes.at(-1);
      if (!code) throw new Error(`no ${requestType} code for ${email}`);
      return code.oobCode;
    },
    async close() {
      await Promise.all(apps.map((firebaseApp) => deleteApp(firebaseApp)));
      await app.close();
    },
  };
}

/**
 * The harness (`startSdkHarness`) for the tests of the enclosing `describe`: started before
 * them, closed after them, with `auth`, an SDK instance made at the start for the tests that
 * need no browser of their own.
 */
export function useSdkHarness(env: Record<string, string> = {}): SdkHarness & { auth: Auth } {
  let harness: SdkHarness | undefined;
  afterAll(async () => {
    await harness?.close();
  });
  return madeBeforeAll('The SDK harness', async () => {
    harness = await startSdkHarness(env);
    return Object.assign(harness, { auth: harness.newAuth() });
  });
}

let emailCounter = 0;

/** A unique address per call. */
export function uniqueEmail(label = 'utente') {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}${emailCounter}@example.it`;
}
