import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { generateVapidKeys, persistedVapidKeys, type VapidKeys, vapidPublicKeyOf } from './vapid-keys.js';

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
  /**
   * Where browsers open the realtime socket (ws:// or wss://), told to the web app in index.html.
   * Unset: PUBLIC_URL's host on REALTIME_PORT, wss when PUBLIC_URL is https.
   */
  REALTIME_PUBLIC_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^wss?$/ }).optional())
    .optional(),
  /**
   * Origins besides PUBLIC_URL's that may open the realtime socket (comma-separated): the Vite dev
   * server of `npm run dev`, whose pages come from another port.
   */
  REALTIME_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  /** Encoded media (ladders/) and the demo's sources (sources/). Unset: DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  /**
   * Seconds of each synthetic demo source encoded at start (with SEED_DEMO); 0: no demo media. Sized
   * so the whole demo set is ready within 3 minutes on 2 cores; tests use a few seconds.
   */
  MEDIA_DEMO_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** The x264 preset of the media pipeline: slower presets make smaller files at the same quality. */
  MEDIA_X264_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'])
    .default('ultrafast'),
  /** Memory the media origin may hold segments and playlists in (least recently used dropped first). */
  MEDIA_CACHE_MB: z.coerce.number().int().min(8).max(65_536).default(256),
  WEB_DIST: z.string().default(join(repoRoot, 'apps/web/dist')),
  /**
   * How long a visitor's request waits for a page being drawn before the app's shell is sent instead
   * (the render goes on; a guest's page is kept for the next visit). The journeys raise it: they check
   * what is drawn, on a server two browsers load at once.
   */
  PRERENDER_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(1_500),
  /**
   * The web build's server render (apps/web/src/prerender.tsx built by `vite build --ssr`); unset: the
   * `dist-ssr/prerender.js` beside WEB_DIST. Without the file, every page is the app's shell.
   */
  WEB_PRERENDER: z.string().optional(),
  REDIS_URL: optionalUrl,
  /**
   * Prefix of every Redis key this service writes (counters, rate limits): the instances of one
   * deployment share their keys, other deployments on the same Redis don't collide.
   */
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(64).default('kickoff:'),
  SMTP_URL: optionalUrl,
  /** The sender of every e-mail. */
  SMTP_FROM: z.string().default('KICKOFF <no-reply@kickoff.example>'),
  /** Unset: http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The key the payment provider signs its webhooks with (HMAC-SHA256) and billing verifies them with.
   * Unset: generated on first start and kept in DATA_DIR/payment-webhook-secret, like SESSION_SECRET.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The built-in sandbox provider's chaos, as real providers behave: the share of webhook events
   * delivered twice (0–1), and the longest random delay before a delivery (ms).
   */
  SANDBOX_WEBHOOK_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.2),
  SANDBOX_WEBHOOK_MAX_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /**
   * Web Push VAPID key pair (base64url: the 65-byte public point, the 32-byte private scalar). Both or
   * neither: unset, a pair is generated on first start and kept in DATA_DIR/vapid-keys.json.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who runs the push sender, told to push services: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .default('mailto:no-reply@kickoff.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Client addresses exempt from the per-IP limits (comma-separated): a load tester, the e2e browser. */
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  PAYMENT_WEBHOOK_SECRET: string;
  MEDIA_DIR: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
};

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
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    MEDIA_DIR: c.MEDIA_DIR ?? join(c.DATA_DIR, 'media'),
    SESSION_SECRET: c.SESSION_SECRET ?? persistedSecret(c.DATA_DIR, 'session-secret'),
    PAYMENT_WEBHOOK_SECRET: c.PAYMENT_WEBHOOK_SECRET ?? persistedSecret(c.DATA_DIR, 'payment-webhook-secret'),
    ...vapidKeys(c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY, c.DATA_DIR),
  };
}

/** The configured VAPID pair (checked to belong together), else the one kept in DATA_DIR. */
function vapidKeys(
  publicKey: string | undefined,
  privateKey: string | undefined,
  dataDir: string,
): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  let keys: VapidKeys;
  if (publicKey && privateKey) {
    let derived: string | null = null;
    try {
      derived = vapidPublicKeyOf(privateKey);
    } catch {
      // not a P-256 scalar: reported below
    }
    if (derived !== publicKey) {
      throw new ConfigError(
        'Invalid configuration:\n  VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY',
      );
    }
    keys = { publicKey, privateKey };
  } else if (publicKey || privateKey) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  } else {
    keys = persistedVapidKeys(dataDir);
  }
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

/**
 * A secret generated on first start and kept in DATA_DIR, so sessions (and the webhooks signed before a
 * restart) survive restarts.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The realtime socket's public address (REALTIME_PUBLIC_URL, else PUBLIC_URL's host on REALTIME_PORT). */
export function realtimeUrlOf(
  config: Pick<Config, 'PUBLIC_URL' | 'REALTIME_PORT' | 'REALTIME_PUBLIC_URL'>,
): string {
  if (config.REALTIME_PUBLIC_URL) return config.REALTIME_PUBLIC_URL;
  const url = new URL(config.PUBLIC_URL);
  // hostname keeps an IPv6 address's brackets
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.hostname}:${config.REALTIME_PORT}/`;
}

/** A config for tests: nothing read from the environment, nothing written to disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return {
    ...base,
    PUBLIC_URL: `http://localhost:${base.PORT}`,
    MEDIA_DIR: join(base.DATA_DIR, 'media'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-00',
    PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-0000',
    ...testVapidKeys(),
    ...overrides,
  };
}

let testVapid: { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } | undefined;
/** One VAPID pair per test process, in memory. */
function testVapidKeys() {
  if (!testVapid) {
    const keys = generateVapidKeys();
    testVapid = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
  }
  return testVapid;
}
