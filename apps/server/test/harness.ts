import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type Clock, fixedClock } from '../src/clock.js';
import { type Config, testConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

/**
 * A real database for one test file: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test),
 * created here and dropped on close, so files never share rows and can run in parallel.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { label: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
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

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: Clock & { set(d: Date | string): void; advance(ms: number): void };
  config: Config;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh database with a fixed clock; call `inject` on `app`. */
export async function createTestApp(
  options: { now?: string; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-23T03:00:00Z');
  const config = testConfig({ WEB_DIST: '/nonexistent', ...options.config });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
