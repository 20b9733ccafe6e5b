import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isoDayAfter } from '@equilibrio/contract/italian-format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { identityUsers } from '../src/db/schema/identity';
import { users } from '../src/db/schema/users';
import { type Clock, createManualClock, italianDay } from '../src/lib/clock';
import { lendPgliteDatabase } from './pglite-pool';
import { lendPostgresDatabase } from './postgres-pool';

export type TestApp = App & { database: Database };

/**
 * A fresh, migrated database: an emptied PGlite engine of the worker's pool (pglite-pool.ts), or an
 * emptied PostgreSQL copy of the run's template (postgres-pool.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    return observeNotices(await lendPostgresDatabase(process.env.TEST_DATABASE_URL!, pgTemplate));
  }
  return observeNotices(await lendPgliteDatabase(inject('pgliteTemplate')));
}

type NoticeObserver = {
  /** Listening sessions open on each channel. */
  sessions: Map<string, number>;
  /** Called with every notice any listening session of the database receives. */
  watchers: Set<(channel: string, payload: string) => void>;
};
const noticeObservers = new WeakMap<Database, NoticeObserver>();

/** The database as the app gets it, whose listening sessions' notices the tests can wait for. */
function observeNotices(database: Database): Database {
  const observer: NoticeObserver = { sessions: new Map(), watchers: new Set() };
  const count = (channel: string, by: number) =>
    observer.sessions.set(channel, (observer.sessions.get(channel) ?? 0) + by);
  const observed: Database = {
    ...database,
    listen: async (channel, handlers) => {
      const stop = await database.listen(channel, {
        ...handlers,
        onMessage: (payload) => {
          handlers.onMessage(payload);
          for (const watcher of observer.watchers) watcher(channel, payload);
        },
      });
      count(channel, 1);
      return async () => {
        count(channel, -1);
        await stop();
      };
    },
  };
  noticeObservers.set(observed, observer);
  return observed;
}

/**
 * Resolves once every session listening on `channel` (the app's caches, a test's own) has
 * received every notice committed so far: a marker notice is sent and awaited, and a session
 * receives notices in commit order. A cache test calls it before relying on a kept value, so a
 * notice of its own set-up (the request it just created) cannot arrive during or after the read
 * it means to keep (db/notified-cache.ts drops such reads and values).
 */
export async function noticesDelivered(database: Database, channel: string, timeoutMs = 10_000) {
  const observer = noticeObservers.get(database);
  if (!observer) throw new Error('noticesDelivered: not a test database (createTestDatabase)');
  if (!observer.sessions.get(channel)) return;
  const marker = `settle-${randomBytes(6).toString('hex')}`;
  let received = 0;
  let watcher = (_channel: string, _payload: string) => {};
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${channel}: the marker notice did not arrive in ${timeoutMs} ms`)),
      timeoutMs,
    );
    watcher = (on, payload) => {
      if (on !== channel || payload !== marker) return;
      received++;
      if (received >= (observer.sessions.get(channel) ?? 0)) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  observer.watchers.add(watcher);
  try {
    await database.db.execute(sql`select pg_notify(${channel}, ${marker})`);
    await arrived;
  } finally {
    observer.watchers.delete(watcher);
  }
}

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // The production cost is asserted once (passwords.test.ts); the suites' sign-ins hash fast.
    ...(overrides.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: 'fast' }),
    ...overrides,
  });
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'database' | 'config'>> & {
  env?: Record<string, string>;
  clock?: Clock;
};

/** The real app on a fresh database; jobs do not run by themselves (call `app.jobs.runAll()`). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Uploads of this app go to a folder of its own, removed with it.
  const dataDir = options.env?.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'eq-test-')));
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...options.env }),
    database,
    logger: false,
    runJobs: false,
    ...options,
    clock: options.clock ?? createManualClock(),
  });
  app.addHook('onClose', async () => {
    await database.close();
    if (!options.env?.DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return Object.assign(app, { database });
}

/**
 * Runs `test` on an app of its own (`createTestApp`), closed after it however it ends: for a test
 * that needs other settings, or that loads or moves the app too much to share it.
 */
export async function withTestApp<T>(
  options: TestAppOptions,
  test: (app: TestApp) => Promise<T>,
): Promise<T> {
  const app = await createTestApp(options);
  try {
    return await test(app);
  } finally {
    await app.close();
  }
}

export type TestUser = {
  uid: string;
  email: string;
  token: string;
  headers: { authorization: string };
};

let userCounter = 0;

/**
 * Creates an account directly in the identity tables and signs an ID token for it, so product
 * tests do not depend on the sign-in flow. `role: 'tutor'` makes a staff account.
 */
export async function createTestUser(
  app: App,
  options: {
    role?: 'customer' | 'tutor';
    email?: string;
    emailVerified?: boolean;
    anonymous?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const uid = `test${userCounter}${randomBytes(8).toString('hex')}`;
  const email = options.anonymous
    ? null
    : (options.email ?? `utente.${uid}@example.it`).toLowerCase();
  const now = new Date(app.ctx.clock.now().getTime() - 5000);
  await app.ctx.db.insert(identityUsers).values({
    uid,
    email,
    emailVerified: options.emailVerified ?? true,
    passwordHash: options.anonymous ? null : 'test-only-not-a-real-hash',
    role: options.role ?? 'customer',
    createdAt: now,
    lastLoginAt: now,
    lastRefreshAt: now,
    validSince: now,
  });
  // Every account has its product profile row, as the identity service guarantees in the product.
  await app.ctx.db
    .insert(users)
    .values({ uid, email, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return signedInAs(app, { ...options, uid, email });
}

/**
 * An existing account as the tests call the API with it: an ID token signed with the app's keys,
 * as a sign-in at `authTime` (now unless told) would give it.
 */
export async function signedInAs(
  app: App,
  account: {
    uid: string;
    email: string | null;
    role?: 'customer' | 'tutor';
    emailVerified?: boolean;
    anonymous?: boolean;
    authTime?: Date;
  },
): Promise<TestUser> {
  const token = await app.ctx.tokens.issue(
    {
      uid: account.uid,
      email: account.email,
      emailVerified: account.emailVerified ?? true,
      displayName: null,
      photoUrl: null,
      role: account.role ?? 'customer',
    },
    {
      authTime: account.authTime ?? app.ctx.clock.now(),
      provider: account.anonymous ? 'anonymous' : 'password',
    },
  );
  const email = account.email ?? '';
  return { uid: account.uid, email, token, headers: { authorization: `Bearer ${token}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API call as `user` (its token), with a JSON body if given: the raw answer. */
export const injectAs = (
  app: App,
  user: Pick<TestUser, 'headers'>,
  method: Method,
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** An API call as `user` that must answer `status` (200 unless told); answers its JSON. */
export async function callAs<T>(
  app: App,
  user: TestUser,
  method: Method,
  url: string,
  options: { payload?: object; status?: number } = {},
): Promise<T> {
  const res = await injectAs(app, user, method, url, options.payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(options.status ?? 200);
  return res.json();
}

/** The field messages of an answer that must be a 400 (`error.fields`: where each error is). */
export function fieldErrorsOf(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { error: { fields: Record<string, string> } }).error.fields;
}

/** A GET as a browser opening a page (Accept: text/html), with any other headers. */
export const getPage = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/**
 * A stand-in for a value made later (in a hook): it forwards to `current()` (methods bound to
 * it), so tests name it as a plain variable. Used before the value exists, it throws.
 */
export function standIn<T extends object>(what: string, current: () => T | undefined): T {
  const made = () => {
    const value = current();
    if (!value) throw new Error(`${what} is made in beforeAll: use it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = made();
      const property = Reflect.get(target, key, target);
      return typeof property === 'function' ? property.bind(target) : property;
    },
    set: (_, key, next) => Reflect.set(made(), key, next),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * A value the tests of a `describe` (or file) share, made once in `beforeAll` (given `timeout`
 * ms, Vitest's default unless told): its stand-in (`standIn`).
 */
export function madeBeforeAll<T extends object>(
  what: string,
  make: () => Promise<T>,
  timeout?: number,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  }, timeout);
  return standIn(what, () => value);
}

/**
 * The real app (`createTestApp`) for the tests of the enclosing `describe`: made before them,
 * closed after them. Hooks run in the order they are declared, so users and data made after
 * this call (`useTestUser`, `beforeAll`) find the app there. Options that depend on something
 * made in an earlier `beforeAll` (a fake provider's address) are passed as a function.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let app: TestApp | undefined;
  afterAll(async () => {
    const closing = app?.close();
    // An app that listened on a port (the live-stream tests' real HTTP): once its close has
    // begun, the connections the test's HTTP client still keeps go too. A stream subscribing
    // after the close began was one cause, now closed by the hub itself; without this line
    // events.test.ts's close still waited past the hook's minute once in a clean-clone run, for
    // a reason not yet found.
    if (app?.server.listening) app.server.closeAllConnections();
    await closing;
  });
  return madeBeforeAll('The test app', async () => {
    app = await createTestApp(typeof options === 'function' ? options() : options);
    return app;
  });
}

/** An account of `app` (`createTestUser`) for the tests of the enclosing `describe`. */
export const useTestUser = (app: TestApp, options: Parameters<typeof createTestUser>[1] = {}) =>
  madeBeforeAll('A test user', () => createTestUser(app, options));

/**
 * What `make` answers — an app and what it made on it — for the tests of the enclosing
 * `describe` (or file): made before them (given `timeout` ms: a whole data set), the app closed
 * after them. Each of its values is a stand-in (`standIn`), so tests destructure it at once.
 */
export function useMadeApp<T extends { app: TestApp }>(
  what: string,
  make: () => Promise<T>,
  timeout = 120_000,
): { [K in keyof T]: T[K] } {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  }, timeout);
  afterAll(async () => {
    await made?.app.close();
  });
  return new Proxy({} as T, {
    get: (_, key) =>
      standIn(`${what} (${String(key)})`, () => made?.[key as keyof T] as object | undefined),
  });
}

/**
 * The Italian day `days` after today, on `clock` (a test app's: `app.ctx.clock`; by default the
 * real one, which a test app's clock starts from): a request's start date, which the API takes
 * only from today to two years on.
 */
export const dayFromToday = (days: number, clock: Pick<Clock, 'now'> = { now: () => new Date() }) =>
  isoDayAfter(italianDay(clock.now()), days);

/** Where a user reads and sets which emails they get. */
export const notificationSettingsUrl = (uid: string) =>
  `/api/v1/user-controller/${uid}/notification-settings`;

/** `as` sets the emails `owner` gets (their own, unless told): the answer. */
export const setNotificationPreference = (
  app: TestApp,
  as: TestUser,
  notificationPreference: string,
  owner: TestUser = as,
) => injectAs(app, as, 'PUT', notificationSettingsUrl(owner.uid), { notificationPreference });
