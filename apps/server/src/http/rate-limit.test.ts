import { describe, expect, it } from 'vitest';
import { rateLimitStore } from './rate-limit.js';

describe('rate-limit store options', () => {
  it('use Redis under the deployment prefix when there is a connection, the process otherwise', () => {
    expect(rateLimitStore({ redis: null, config: { REDIS_KEY_PREFIX: 'k:' } })).toEqual({});
    const redis = {} as never;
    expect(rateLimitStore({ redis, config: { REDIS_KEY_PREFIX: 'k:' } })).toMatchObject({
      redis,
      nameSpace: 'k:rate:',
    });
  });

  it('exempt the configured addresses, with or without Redis', () => {
    const config = { REDIS_KEY_PREFIX: 'k:', RATE_LIMIT_ALLOWLIST: ['127.0.0.1'] };
    expect(rateLimitStore({ redis: null, config })).toEqual({ allowList: ['127.0.0.1'] });
    expect(rateLimitStore({ redis: {} as never, config })).toMatchObject({ allowList: ['127.0.0.1'] });
    expect(rateLimitStore({ redis: null, config: { ...config, RATE_LIMIT_ALLOWLIST: [] } })).toEqual({});
  });
});
