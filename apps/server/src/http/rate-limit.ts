import type { Redis } from 'ioredis';

/**
 * Options for @fastify/rate-limit: per-IP limits kept in Redis when there is one (under the
 * deployment's prefix), in process otherwise. Register with `{ global: false, ...rateLimitStore(deps) }`.
 */
export function rateLimitStore({
  redis,
  config,
}: {
  redis: Redis | null;
  config: { REDIS_KEY_PREFIX: string; RATE_LIMIT_ALLOWLIST?: readonly string[] };
}) {
  const allowList = config.RATE_LIMIT_ALLOWLIST?.length
    ? { allowList: [...config.RATE_LIMIT_ALLOWLIST] }
    : {};
  return redis
    ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate:`, skipOnError: true, ...allowList }
    : allowList;
}
