import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Clock, fixedClock } from '../src/clock.js';
import { type Config, testConfig } from '../src/config.js';
import { type Core, createCore } from '../src/core.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import type { MediaAssets } from '../src/modules/playback/index.js';
import type { PaymentProvider } from '../src/payments/provider.js';
import type { RandomSource } from '../src/payments/sandbox/index.js';

/**
 * A real database for one test file: an in-memory PGlite by default (started as the run's migrated one,
 * test/pglite-template.ts), or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL
 * (e.g. postgres://postgres@127.0.0.1:5432/test), created here and dropped on close, so files never
 * share rows and can run in parallel.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { label: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // started as the run's migrated database (pglite-template.ts): migrating finds nothing to do
    const database = await openDatabase({ memory: true, from: inject('pgliteTemplate') });
    await database.migrate();
    return { ...database, label: 'pglite' };
  }
  const name = `kickoff_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    label: 'postgres',
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** One instance of the service (its core and HTTP app) on a database the caller owns. */
export interface TestInstance {
  core: Core;
  app: FastifyInstance;
  /** Closes the app, then the core (Redis, the bus, SMTP); the database stays open. */
  close(): Promise<void>;
}

/** Builds one instance the way main.ts does: the core, then the HTTP app from it. */
export async function createTestInstance(options: {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  mediaAssets?: MediaAssets;
  /** The dice of the sandbox payment provider's webhook chaos. */
  paymentsRandom?: RandomSource;
  /** The provider billing charges through (default: the sandbox's). */
  paymentProvider?: PaymentProvider;
}): Promise<TestInstance> {
  const core = createCore(options.config, {
    database: options.database,
    clock: options.clock,
    mediaAssets: options.mediaAssets,
    paymentsRandom: options.paymentsRandom,
    paymentProvider: options.paymentProvider,
  });
  const app = await buildApp(core);
  return {
    core,
    app,
    async close() {
      await app.close();
      await core.close();
    },
  };
}

export interface TestApp {
  core: Core;
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: Clock & { set(d: Date | string): void; advance(ms: number): void };
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole HTTP app on a fresh database with a fixed clock; call `inject` on `app`. `mediaAssets`
 * stands in for the media pipeline (playback tests).
 */
export async function createTestApp(
  options: {
    now?: string;
    config?: Partial<Config>;
    mediaAssets?: MediaAssets;
    paymentsRandom?: RandomSource;
    paymentProvider?: PaymentProvider;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-23T03:00:00Z');
  const config = testConfig({ WEB_DIST: '/nonexistent', ...options.config });
  const instance = await createTestInstance({
    config,
    database,
    clock,
    mediaAssets: options.mediaAssets,
    paymentsRandom: options.paymentsRandom,
    paymentProvider: options.paymentProvider,
  });
  const { app, core } = instance;
  await app.ready();
  return {
    core,
    app,
    database,
    clock,
    config,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}
