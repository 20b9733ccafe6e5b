import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The shared Redis connection (REDIS_URL): reconnects by itself; commands fail fast while it is down. */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  redis.on('error', (err) => {
    if (!reported) log.warn({ err }, 'redis unavailable; counters and rate limits degrade');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
