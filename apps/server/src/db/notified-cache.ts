import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * Values read from the database, kept in this process's memory until the database itself says
 * they changed: a trigger sends `NOTIFY <channel>, '<scope>'` on commit of any change that
 * affects a scope (an account, a customer's requests), whoever made it — this process, another
 * one, an operator in psql. The payload `*` means every scope.
 *
 * Correctness rests on two rules: values are used only while notices are being heard (a lost
 * listening session empties the cache and bypasses it until it is back), and a read that was in
 * flight while any notice or `forget` arrived is not stored (it may predate the change). Reads
 * must run outside any transaction, so nothing uncommitted is ever kept.
 */
export type NotifiedCache<V> = {
  /** The value of `key` within `scope`: from memory, or `read` and kept. */
  get(scope: string, key: string, read: () => Promise<V>): Promise<V>;
  /** Drops this process's copies of one scope, or of all, at once. */
  forget(scope?: string): void;
  stop(): Promise<void>;
};

const EVERY_SCOPE = '*';

type Options<V> = {
  channel: string;
  /** What the log calls it: "account status cache". */
  name: string;
  /** A safety net only: every change is announced by the database. */
  ttlMs?: number;
  /** Beyond this many values in all the cache starts over (a bound on memory, not an LRU). */
  maxEntries?: number;
  /** Beyond this many keys a scope starts over (one caller asking for page after page). */
  maxKeysPerScope?: number;
  /** Whether a value read is worth keeping (say, not "no such account"). */
  keep?: (value: V) => boolean;
};

/** Every cache of this process by channel, so a change made here reaches them at once. */
const caches = new Map<string, Set<{ forget(scope?: string): void }>>();

/** Called where this process itself makes a change, before the database's notice arrives. */
export function forgetNotified(channel: string, scope?: string) {
  for (const cache of caches.get(channel) ?? []) cache.forget(scope);
}

export async function createNotifiedCache<V>(
  database: Database,
  log: FastifyBaseLogger,
  {
    channel,
    name,
    ttlMs = 60_000,
    maxEntries = 10_000,
    maxKeysPerScope = 8,
    keep = () => true,
  }: Options<V>,
): Promise<NotifiedCache<V>> {
  const scopes = new Map<string, Map<string, { value: V; expires: number }>>();
  let epoch = 0;
  let size = 0;
  let delivering = false;
  let everDelivered = false;

  const forget = (scope?: string) => {
    epoch++;
    if (scope === undefined || scope === EVERY_SCOPE) {
      scopes.clear();
      size = 0;
    } else {
      size -= scopes.get(scope)?.size ?? 0;
      scopes.delete(scope);
    }
  };
  const member = { forget };

  const store = (scope: string, key: string, value: V) => {
    if (size >= maxEntries) forget();
    let entries = scopes.get(scope);
    if (!entries) {
      entries = new Map();
      scopes.set(scope, entries);
    }
    if (!entries.has(key)) {
      if (entries.size >= maxKeysPerScope) {
        size -= entries.size;
        entries.clear();
      }
      size++;
    }
    entries.set(key, { value, expires: performance.now() + ttlMs });
  };

  const stopListening = await database.listen(channel, {
    onMessage: (scope) => forget(scope),
    onState: (now) => {
      forget();
      if (!now && delivering) log.warn(`${channel} notices lost; ${name} bypassed`);
      if (now && everDelivered) log.info(`${channel} notices back`);
      everDelivered ||= now;
      delivering = now;
    },
  });
  const members = caches.get(channel) ?? new Set();
  members.add(member);
  caches.set(channel, members);

  return {
    async get(scope, key, read) {
      if (delivering) {
        const hit = scopes.get(scope)?.get(key);
        if (hit && hit.expires > performance.now()) return hit.value;
      }
      const readAt = epoch;
      const value = await read();
      if (delivering && epoch === readAt && keep(value)) store(scope, key, value);
      return value;
    },
    forget,
    async stop() {
      members.delete(member);
      await stopListening();
    },
  };
}
