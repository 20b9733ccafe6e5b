import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

/** proxy-addr's named ranges (loopback: 127.0.0.1/8 and ::1; uniquelocal: 10/8, 172.16/12, …). */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, with or without a CIDR prefix, or one of the named ranges. */
function isProxyAddress(item: string) {
  if (namedProxyRanges.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/**
 * `true` (every peer is a proxy: the client is the leftmost X-Forwarded-For entry), `false`, or the
 * proxies' addresses/CIDRs (the client is the first address from the right that is not one of
 * them). Hop counts are refused: they cannot tell a proxy from a client.
 */
const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        "a hop count cannot tell a proxy from a client: give the proxies' addresses or CIDRs instead (e.g. 127.0.0.1 or 10.0.0.0/8), or true/false",
    });
    return z.NEVER;
  }
  const items = value.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isProxyAddress(item));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an IP address or CIDR: ${bad.map((item) => JSON.stringify(item)).join(', ')} (give true, false or the proxies' comma-separated addresses/CIDRs)`,
    });
    return z.NEVER;
  }
  return items;
});

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** The OpenAPI description and UI at /docs; default: on outside production only. */
  API_DOCS: booleanFlag.optional(),
  /** scrypt's cost: `standard` (production), `fast` for test suites (refused in production). */
  PASSWORD_HASH_COST: z.enum(['standard', 'fast']).default('standard'),
  IDENTITY_MODE: z.enum(['local', 'firebase']).default('local'),
  IDENTITY_PROJECT_ID: z.string().min(1).default('equilibrio-local'),
  IDENTITY_API_KEY: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_JWKS_URL: optionalUrl,
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_IDENTITY_TOOLKIT_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** On purpose, no email at all: every queued email is dropped (required in production
   * without SMTP_URL, so a missing transport is never an accident). */
  MAIL_DISABLED: booleanFlag.default(false),
  /** Days a delivered email's row (template, subject, facts: never its body) is kept. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MAIL_FROM: z.string().min(3).default('Equilibrio <no-reply@equilibrio.local>'),
  SUPPORT_EMAIL: z.email().default('assistenza@equilibrio.it'),
  TUTOR_NOTIFY_EMAILS: z.string().optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  PAYMENTS_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Another Stripe API address (stripe-mock, a test double); defaults to https://api.stripe.com. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (all three S3_BUCKET,
   * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 a-z 0-9 . -)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-south-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  cacheRequestLists: boolean;
  seedDemo: boolean;
  webDistDir: string;
  corsOrigins: string[];
  /** Fastify's trustProxy: true, false, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** /docs and /docs/json (the OpenAPI UI and description) are served. */
  apiDocs: boolean;
  /** scrypt's cost for new hashes (identity/passwords.ts): `fast` only outside production. */
  passwordHashCost: Env['PASSWORD_HASH_COST'];
  identity: {
    mode: Env['IDENTITY_MODE'];
    projectId: string;
    apiKey: string | undefined;
    /** Firebase mode: where Google's token keys are (a local fake in tests). */
    firebaseJwksUrl: string | undefined;
    /** Firebase mode: the project's Web API key, to have Google send reset/verification emails. */
    firebaseApiKey: string | undefined;
    /** Firebase mode: Google's Identity Toolkit base address (a local fake in tests). */
    firebaseIdentityToolkitUrl: string;
  };
  mail: {
    /**
     * Where queued emails go: the SMTP server, the dev mailbox (outside production only), or
     * nowhere (MAIL_DISABLED=true: dropped, their bodies with them).
     */
    delivery: 'smtp' | 'dev-mailbox' | 'disabled';
    smtpUrl: string | undefined;
    /** Delivered emails' rows are deleted this many days after delivery. */
    retentionDays: number;
    from: string;
    supportEmail: string;
    tutorNotify: string[];
  };
  /** Per-hour limits of the customer's writes (the client address gets three accounts' worth). */
  limits: { requestCreates: HourlyLimit; requestEdits: HourlyLimit };
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
    /** Where the privacy notice and the terms (Markdown) are read from. */
    legalDir: string;
  };
};

/**
 * How customers pay (spec §4 "Payment"): the built-in sandbox checkout, Stripe Checkout, or
 * nothing — production without Stripe keys and without the explicit sandbox opt-in.
 */
export type PaymentsConfig =
  | { provider: 'sandbox'; stripe: StripeConfig | undefined }
  | { provider: 'stripe'; stripe: StripeConfig }
  | { provider: 'disabled'; stripe: undefined };

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      /** Path-style base address (MinIO, Ceph, R2, …); undefined: AWS virtual-hosted style. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Only to point the client at stripe-mock or a test double. */
  apiUrl: string | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** An account's hourly limit; its client address (a family, an office) gets three times it. */
const perAccountAndAddress = (perAccount: number): HourlyLimit => ({
  perAccount,
  perAddress: perAccount * 3,
});

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

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
  if (env.IDENTITY_MODE === 'firebase' && !env.FIREBASE_PROJECT_ID) {
    throw new ConfigError(
      'Invalid configuration — FIREBASE_PROJECT_ID: required when IDENTITY_MODE=firebase',
    );
  }
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
  const mailDelivery = mailDeliveryOf(env, isProduction);
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
    cacheRequestLists: env.CACHE_REQUEST_LISTS,
    seedDemo: !isProduction && (env.SEED_DEMO ?? true),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    corsOrigins: splitList(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS ?? !isProduction,
    passwordHashCost: env.PASSWORD_HASH_COST,
    identity: {
      mode: env.IDENTITY_MODE,
      projectId:
        env.IDENTITY_MODE === 'firebase' ? env.FIREBASE_PROJECT_ID! : env.IDENTITY_PROJECT_ID,
      apiKey: env.IDENTITY_API_KEY,
      firebaseJwksUrl: env.FIREBASE_JWKS_URL,
      firebaseApiKey: env.FIREBASE_API_KEY,
      firebaseIdentityToolkitUrl: (
        env.FIREBASE_IDENTITY_TOOLKIT_URL ?? 'https://identitytoolkit.googleapis.com'
      ).replace(/\/$/, ''),
    },
    mail: {
      delivery: mailDelivery,
      smtpUrl: env.SMTP_URL,
      retentionDays: env.MAIL_RETENTION_DAYS,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      tutorNotify: splitList(env.TUTOR_NOTIFY_EMAILS),
    },
    limits: {
      requestCreates: perAccountAndAddress(env.REQUEST_CREATES_PER_HOUR),
      requestEdits: perAccountAndAddress(env.REQUEST_EDITS_PER_HOUR),
    },
    payments,
    storage,
    privacy: {
      anonymousRetentionDays: env.ANONYMOUS_RETENTION_DAYS,
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

/**
 * Emails carry sign-in, verification and reset links: production sends them (SMTP_URL) or, said
 * on purpose, drops them (MAIL_DISABLED=true); it never falls back to the dev mailbox.
 */
function mailDeliveryOf(env: Env, isProduction: boolean): Config['mail']['delivery'] {
  if (env.MAIL_DISABLED) {
    if (env.SMTP_URL) {
      throw new ConfigError(
        'Invalid configuration — MAIL_DISABLED: true while SMTP_URL is set; remove one of the two',
      );
    }
    return 'disabled';
  }
  if (env.SMTP_URL) return 'smtp';
  if (isProduction) {
    throw new ConfigError(
      'Invalid configuration — SMTP_URL: required in production, or nobody gets the verification and password-reset emails (set MAIL_DISABLED=true to start without sending any email)',
    );
  }
  return 'dev-mailbox';
}

function storageConfig(env: Env): StorageConfig {
  const s3 = {
    S3_BUCKET: env.S3_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(s3).filter(([, value]) => value === undefined);
  if (missing.length === 3 && env.S3_ENDPOINT === undefined) {
    return { kind: 'local', root: path.join(path.resolve(env.DATA_DIR), 'files') };
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration — ${missing.map(([name]) => name).join(', ')}: required for S3 storage (S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together)`,
    );
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

function paymentsConfig(env: Env, isProduction: boolean): PaymentsConfig {
  const hasKey = env.STRIPE_SECRET_KEY !== undefined;
  if (hasKey !== (env.STRIPE_WEBHOOK_SECRET !== undefined)) {
    throw new ConfigError(
      `Invalid configuration — ${hasKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together`,
    );
  }
  const stripe: StripeConfig | undefined = hasKey
    ? {
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        apiUrl: env.STRIPE_API_URL,
      }
    : undefined;
  const provider = env.PAYMENTS_PROVIDER ?? (stripe ? 'stripe' : 'sandbox');
  if (provider === 'stripe') {
    if (!stripe) {
      throw new ConfigError(
        'Invalid configuration — STRIPE_SECRET_KEY: required (with STRIPE_WEBHOOK_SECRET) when PAYMENTS_PROVIDER=stripe',
      );
    }
    return { provider, stripe };
  }
  if (isProduction && !env.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    // Asked for explicitly: a mistake worth stopping for. By default: no payments at all.
    if (env.PAYMENTS_PROVIDER === 'sandbox') {
      throw new ConfigError(
        'Invalid configuration — PAYMENTS_PROVIDER: the sandbox checkout is not available in production (set PAYMENTS_SANDBOX_IN_PRODUCTION=true to allow it)',
      );
    }
    return { provider: 'disabled', stripe: undefined };
  }
  return { provider: 'sandbox', stripe };
}
