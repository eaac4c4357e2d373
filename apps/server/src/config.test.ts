import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { generateVapidKeys, vapidPublicKeyOf } from './vapid-keys.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kickoff-config-'));

describe('loadConfig', () => {
  it('runs with nothing set: port 8080, realtime 3030, PGlite in DATA_DIR, a persisted session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(8080);
    expect(config.REALTIME_PORT).toBe(3030);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MEDIA_DIR).toBe(join(dir, 'media'));
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.SESSION_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  it('keeps a generated payment webhook secret in DATA_DIR unless PAYMENT_WEBHOOK_SECRET is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PAYMENT_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.PAYMENT_WEBHOOK_SECRET).not.toBe(config.SESSION_SECRET);
    expect(readFileSync(join(dir, 'payment-webhook-secret'), 'utf8')).toBe(config.PAYMENT_WEBHOOK_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).PAYMENT_WEBHOOK_SECRET).toBe(config.PAYMENT_WEBHOOK_SECRET);
    const set = 'a-webhook-secret-from-the-environment';
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_WEBHOOK_SECRET: set }).PAYMENT_WEBHOOK_SECRET).toBe(set);
  });

  it("sets the sandbox provider's webhook chaos: 20 % delivered twice, up to 3 s late", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.SANDBOX_WEBHOOK_DUPLICATE_RATE).toBe(0.2);
    expect(config.SANDBOX_WEBHOOK_MAX_DELAY_MS).toBe(3000);
    const calm = loadConfig({
      DATA_DIR: dataDir(),
      SANDBOX_WEBHOOK_DUPLICATE_RATE: '0',
      SANDBOX_WEBHOOK_MAX_DELAY_MS: '0',
    });
    expect([calm.SANDBOX_WEBHOOK_DUPLICATE_RATE, calm.SANDBOX_WEBHOOK_MAX_DELAY_MS]).toEqual([0, 0]);
  });

  it('tells members the address of the port it listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8898' }).PUBLIC_URL).toBe('http://localhost:8898');
    expect(
      loadConfig({ DATA_DIR: dataDir(), PORT: '8898', PUBLIC_URL: 'https://kickoff.example' }).PUBLIC_URL,
    ).toBe('https://kickoff.example');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PAYMENT_WEBHOOK_SECRET: 'short' }, 'PAYMENT_WEBHOOK_SECRET'],
    [{ SANDBOX_WEBHOOK_DUPLICATE_RATE: '1.5' }, 'SANDBOX_WEBHOOK_DUPLICATE_RATE'],
    [{ SANDBOX_WEBHOOK_MAX_DELAY_MS: '-1' }, 'SANDBOX_WEBHOOK_MAX_DELAY_MS'],
  ])('stops with a message naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('generates a VAPID key pair on first start, keeps it in DATA_DIR, and reuses it', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(config.VAPID_PUBLIC_KEY, 'base64url')[0]).toBe(4);
    expect(vapidPublicKeyOf(config.VAPID_PRIVATE_KEY)).toBe(config.VAPID_PUBLIC_KEY);
    const stored = JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(config.VAPID_PUBLIC_KEY);
    expect(loadConfig({ DATA_DIR: dir }).VAPID_PRIVATE_KEY).toBe(config.VAPID_PRIVATE_KEY);
    expect(config.VAPID_SUBJECT).toBe('mailto:no-reply@kickoff.example');
  });

  it('takes a VAPID pair from the environment, both or neither, and checks they belong together', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    const env = { DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadConfig(env).VAPID_PUBLIC_KEY).toBe(keys.publicKey);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: other.publicKey })).toThrow(/VAPID_PUBLIC_KEY:/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY:/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT:/);
  });
});
