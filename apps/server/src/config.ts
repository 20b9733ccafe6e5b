import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config/config-error';
import { booleanFlag, optionalUrl, splitList } from './config/env-values';
import { type IdentityConfig, identityConfig, identityEnv } from './config/identity';
import { type MailConfig, mailConfig, mailEnv } from './config/mail';
import { type PaymentsConfig, paymentsConfig, paymentsEnv } from './config/payments';
import { type StorageConfig, storageConfig, storageEnv } from './config/storage';
import { trustProxy } from './config/trust-proxy';
import { serverRoot } from './server-root';

// The environment → the typed configuration. Each section with rules of its own (identity, mail,
// payments, storage) has its variables and their parsing in config/; this file puts them together.

export { ConfigError };

/** Every environment variable the server reads. `.env.example` lists the same names. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Default: every interface in production, 127.0.0.1 elsewhere (the dev mailbox is open). */
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MIGRATE_ON_START: booleanFlag.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every key this deployment writes to Redis (several deployments may share one). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'letters, digits and _ : . - only (at most 40)')
    .default('eq:'),
  /** Runs every background job this often instead of its own interval (tests, drills). */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).optional(),
  /** Off: every request list is read from the database (to compare, or to rule the cache out). */
  CACHE_REQUEST_LISTS: booleanFlag.default(true),
  /** On: a family sees the direct phone and email of its family tutor (their profile's). */
  SHOW_TUTOR_CONTACTS: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request slower than this (milliseconds) gets a `slow request` log line; 0 turns it off. */
  SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(500),
  /** The bearer token of GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** The OpenAPI description and UI at /docs; default: on outside production only. */
  API_DOCS: booleanFlag.optional(),
  /** scrypt's cost: `standard` (production), `fast` for test suites (refused in production). */
  PASSWORD_HASH_COST: z.enum(['standard', 'fast']).default('standard'),
  ...identityEnv.shape,
  ...mailEnv.shape,
  ...paymentsEnv.shape,
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** The web build's browser key: only whether it is set matters here (the CSP allows Maps). */
  VITE_GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_BASE_URL: z.url().default('https://places.googleapis.com'),
  /** Requests one account may create in an hour (its client address: three times as many). */
  REQUEST_CREATES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Request edits one account may save in an hour (its client address: three times as many). */
  REQUEST_EDITS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Days of inactivity after which an unfinished (anonymous) sign-up and its requests go. */
  ANONYMOUS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days a declined caregiver application is kept after the decision, then deleted. */
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Caregiver applications one client address (and one email address) may send in an hour. */
  APPLICATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  ...storageEnv.shape,
  /** Folder of the legal texts (privacy.md, termini.md) the operator may replace. */
  LEGAL_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** How many calls an hour, counted for the account and for the client's address. */
export type HourlyLimit = { perAccount: number; perAddress: number };

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  migrateOnStart: boolean;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** When set, every background job runs this often (otherwise each job's own interval). */
  jobsIntervalMs: number | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Operations: the slow-request log line's threshold (0: off) and /metrics's token. */
  observability: { slowMs: number; metricsToken: string | undefined };
  cacheRequestLists: boolean;
  /** A family sees its family tutor's phone and email (SHOW_TUTOR_CONTACTS). */
  showTutorContacts: boolean;
  seedDemo: boolean;
  webDistDir: string;
  corsOrigins: string[];
  /** Fastify's trustProxy: true, false, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** /docs and /docs/json (the OpenAPI UI and description) are served. */
  apiDocs: boolean;
  /** scrypt's cost for new hashes (identity/passwords.ts): `fast` only outside production. */
  passwordHashCost: Env['PASSWORD_HASH_COST'];
  identity: IdentityConfig;
  mail: MailConfig;
  /** Per-hour limits of the customer's writes (the client address gets three accounts' worth). */
  limits: { requestCreates: HourlyLimit; requestEdits: HourlyLimit; applicationsPerHour: number };
  /** Place details from Google Places when a key is set; the offline gazetteer otherwise. */
  maps: {
    googleApiKey: string | undefined;
    googlePlacesBaseUrl: string;
    /** A Maps key is set (server or web build): the CSP lets the browser load Google's Maps. */
    googleInBrowser: boolean;
  };
  payments: PaymentsConfig;
  /** Where uploads go: the folder DATA_DIR/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  privacy: {
    /** Anonymous accounts inactive this long are deleted with their requests (retention job). */
    anonymousRetentionDays: number;
    /** Declined caregiver applications are deleted this long after the decision. */
    applicationRetentionDays: number;
    /** Where the privacy notice and the terms (Markdown) are read from. */
    legalDir: string;
  };
};

const repoRoot = path.resolve(serverRoot, '../..');

/** An account's hourly limit; its client address (a family, an office) gets three times it. */
const perAccountAndAddress = (perAccount: number): HourlyLimit => ({
  perAccount,
  perAddress: perAccount * 3,
});

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(relevant[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const identity = identityConfig(env);
  if (isProduction && env.PASSWORD_HASH_COST === 'fast') {
    throw new ConfigError(
      'Invalid configuration — PASSWORD_HASH_COST: the fast cost is for test suites, never production',
    );
  }
  if (isProduction && env.SEED_DEMO === true) {
    throw new ConfigError(
      'Invalid configuration — SEED_DEMO: demo data is never loaded in production',
    );
  }
  const seedDemo = !isProduction && (env.SEED_DEMO ?? true);
  const mail = mailConfig(env, isProduction, seedDemo);
  const payments = paymentsConfig(env, isProduction);
  const storage = storageConfig(env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    migrateOnStart: env.MIGRATE_ON_START,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jobsIntervalMs: env.JOBS_INTERVAL_MS,
    logLevel: env.LOG_LEVEL,
    observability: { slowMs: env.SLOW_MS, metricsToken: env.METRICS_TOKEN },
    cacheRequestLists: env.CACHE_REQUEST_LISTS,
    showTutorContacts: env.SHOW_TUTOR_CONTACTS,
    seedDemo,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    corsOrigins: splitList(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS ?? !isProduction,
    passwordHashCost: env.PASSWORD_HASH_COST,
    identity,
    mail,
    limits: {
      requestCreates: perAccountAndAddress(env.REQUEST_CREATES_PER_HOUR),
      requestEdits: perAccountAndAddress(env.REQUEST_EDITS_PER_HOUR),
      applicationsPerHour: env.APPLICATIONS_PER_HOUR,
    },
    payments,
    storage,
    privacy: {
      anonymousRetentionDays: env.ANONYMOUS_RETENTION_DAYS,
      applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
      legalDir: path.resolve(env.LEGAL_DIR ?? path.join(repoRoot, 'apps/server/legal')),
    },
    maps: {
      googleApiKey: env.GOOGLE_MAPS_API_KEY,
      googlePlacesBaseUrl: env.GOOGLE_PLACES_BASE_URL.replace(/\/$/, ''),
      googleInBrowser:
        env.GOOGLE_MAPS_API_KEY !== undefined || env.VITE_GOOGLE_MAPS_API_KEY !== undefined,
    },
  };
}
