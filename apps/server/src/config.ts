import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** The social-login providers of spec §1; each is on only when its client id is set. */
export const OAUTH_PROVIDERS = ['apple', 'facebook', 'twitter', 'yahoo', 'kakao', 'naver'] as const;
/**
 * Per provider P: OAUTH_P_CLIENT_ID, OAUTH_P_CLIENT_SECRET, and optional endpoint overrides
 * OAUTH_P_AUTHORIZE_URL, OAUTH_P_TOKEN_URL, OAUTH_P_USERINFO_URL (a local OAuth server in tests).
 */
const oauthSettings = Object.fromEntries(
  OAUTH_PROVIDERS.flatMap((p) => {
    const key = `OAUTH_${p.toUpperCase()}`;
    return [
      [`${key}_CLIENT_ID`, z.string().trim().min(1).optional()],
      [`${key}_CLIENT_SECRET`, z.string().trim().min(1).optional()],
      [`${key}_AUTHORIZE_URL`, optionalUrl],
      [`${key}_TOKEN_URL`, optionalUrl],
      [`${key}_USERINFO_URL`, optionalUrl],
    ];
  }),
) as Record<
  `OAUTH_${Uppercase<(typeof OAUTH_PROVIDERS)[number]>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL'}`,
  typeof optionalUrl
>;

/** Every setting with its default (ARCHITECTURE.md, "Configuration"). */
export const configSchema = z.object({
  ...oauthSettings,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(8080),
  REALTIME_PORT: port.default(3030),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  MEDIA_DIR: z.string().optional(),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  REDIS_URL: optionalUrl,
  /**
   * Prefix of every Redis key this service writes (counters, rate limits): the instances of one
   * deployment share their keys, other deployments on the same Redis don't collide.
   */
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(64).default('kickoff:'),
  SMTP_URL: optionalUrl,
  /** The sender of every e-mail. */
  SMTP_FROM: z.string().default('KICKOFF <no-reply@kickoff.example>'),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = z.infer<typeof configSchema> & { SESSION_SECRET: string; MEDIA_DIR: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates settings; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    MEDIA_DIR: c.MEDIA_DIR ?? join(c.DATA_DIR, 'media'),
    SESSION_SECRET: c.SESSION_SECRET ?? persistedSecret(c.DATA_DIR, 'session-secret'),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: nothing read from the environment, nothing written to disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return {
    ...base,
    MEDIA_DIR: join(base.DATA_DIR, 'media'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-00',
    ...overrides,
  };
}
