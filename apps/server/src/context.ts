import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { CounterStore } from './lib/counters';
import type { LiveEventHub } from './modules/events/live-event-hub';
import type { AccountStatusCache } from './modules/identity/account-status-cache';
import type { TokenService } from './modules/identity/id-tokens';
import type { PaymentProviders } from './modules/payments/payment-providers';
import type { RequestListCache } from './modules/requests/request-list-cache';
import type { FileStorage } from './modules/storage/file-storage';

/**
 * What every service receives: configuration, the database, the clock and the shared
 * infrastructure. Services are plain functions `(ctx, ...)`; nothing here is per-request.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** The accounts authentication checks, kept until the database announces a change. */
  accountStatus: AccountStatusCache;
  /** The customers' request list pages, kept until the database announces a change. */
  requestLists: RequestListCache;
  /** This process's open event streams (GET /v1/events), fed by NOTIFY live_events. */
  liveEvents: LiveEventHub;
  /** The configured payment providers (PAYMENTS_PROVIDER, Stripe keys). */
  payments: PaymentProviders;
  /** Process state seen by /readyz: set when SIGTERM arrives, before in-flight requests finish. */
  lifecycle: { shuttingDown: boolean };
  /** Lock-out and rate-limit counters (in-process; shared storage when the app scales out). */
  counters: CounterStore;
  /** Uploaded files (photos, logos, CVs): a local folder by default. */
  storage: FileStorage;
};

/**
 * The same context with its services running inside the caller's transaction: a service that
 * reads or writes `ctx.db` joins `tx` (its reads see the transaction's writes, its writes commit
 * or roll back with it). One module calls another's service this way instead of copying its
 * queries.
 */
export function inTransaction(ctx: AppContext, tx: Db): AppContext {
  return { ...ctx, db: tx };
}
