import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { LOCKS } from '../shared/locks.js';
import { PGliteThread } from './pglite-thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the numbered migrations not yet applied; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (a plain identifier): `notify` gets each payload, `link` whether notifications
   * arrive now (PostgreSQL: a connection of its own, opened again a second after it drops; PGlite: the
   * one connection). Answers the function that stops listening.
   */
  listen(channel: string, on: ListenHandlers): () => Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  notify(payload: string): void;
  link(up: boolean): void;
}

/** Where the prepared reads (prepared.ts) of a database run, when not on its own connections. */
const preparedReads = new WeakMap<Executor, Executor>();

/** The executor the prepared reads of `db` run on: `db` itself, or on PostgreSQL a pool of their own. */
export const preparedReadsOf = (db: Executor): Executor => preparedReads.get(db) ?? db;

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL at `url`; PGlite in `pgliteDir`; or PGlite in memory, empty or, with `from`, started as a
 * data directory PGlite dumped (pglite-thread.ts).
 */
export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { pgliteDir: string }
  | { memory: true; from?: string | undefined };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) is only discarded:
    // without a listener pg would raise it as an uncaught exception and stop the process. The next query
    // opens a fresh connection, and /readyz reports the database while it is unreachable.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    // The prepared reads (prepared.ts) run on connections of their own that plan each of them once
    // (plan_cache_mode force_generic_plan): left to choose, PostgreSQL planned some every time, as
    // their generic plans' estimates looked dearer than the plans for the values, and ran the same
    // plan. Only prepared reads run there: the app's other statements keep plans for their values.
    const readPool = new pg.Pool({
      connectionString: options.url,
      max: Math.ceil((options.poolSize ?? 10) / 2),
      options: '-c plan_cache_mode=force_generic_plan',
    });
    readPool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    preparedReads.set(db, drizzleNodePg({ client: readPool, schema }) as unknown as Database);
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          // all instances of the service take the same lock while they migrate
          await client.query('SELECT pg_advisory_lock($1)', [LOCKS.migration.key]);
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [LOCKS.migration.key]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`SELECT 1`);
      },
      listen: (channel, on) => listenPostgres(options.url, channel, on),
      close: () => Promise.all([pool.end(), readPool.end()]).then(() => {}),
    };
  }
  if ('pgliteDir' in options) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite on a thread of its own (pglite-thread.ts): its statements never hold the server's thread
  const thread =
    'pgliteDir' in options ? new PGliteThread(options.pgliteDir) : new PGliteThread(undefined, options.from);
  await thread.waitReady;
  // drizzle's PGlite driver uses only what the thread speaks (query, and transaction's query)
  const client = thread as unknown as PGlite;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    listen(channel, on) {
      let stopped = false;
      const unlisten = thread
        .listen(channel, (payload) => on.notify(payload))
        .then(
          (stop) => {
            if (!stopped) on.link(true);
            return stop;
          },
          () => {
            on.link(false);
            return async () => {};
          },
        );
      return async () => {
        stopped = true;
        on.link(false);
        await (await unlisten)().catch(() => {});
      };
    },
    close: () => thread.close(),
  };
}

/** LISTEN on a connection of its own, opened again a second after it drops, until stopped. */
function listenPostgres(url: string, channel: string, on: ListenHandlers): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const connect = () => {
    const client = new pg.Client({ connectionString: url });
    let down = false;
    const retry = () => {
      if (down) return;
      down = true;
      on.link(false);
      if (current === client) current = null;
      client.end().catch(() => {});
      if (!stopped) timer = setTimeout(connect, 1000).unref();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) on.notify(message.payload ?? '');
    });
    client.on('error', retry);
    client.on('end', retry);
    client
      .connect()
      .then(() => client.query(`LISTEN ${channel}`))
      .then(() => {
        if (stopped) return client.end();
        current = client;
        on.link(true);
      })
      .catch(retry);
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    on.link(false);
    await current?.end().catch(() => {});
  };
}
