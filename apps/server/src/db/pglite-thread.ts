import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The PGlite thread: the database runs here, as WASM, and answers the main thread's messages. A
 * transaction holds PGlite's own lock from its `begin` until the main thread ends it, so statements
 * asked meanwhile wait as they would in one process. Errors go back as their message and own fields
 * (`code`, `constraint`, `detail`…: what the app reads of a database error).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const db = new PGlite({
  dataDir: workerData.dataDir,
  loadDataDir: workerData.from && new Blob([require('node:fs').readFileSync(workerData.from)]),
});
const transactions = new Map();
const listeners = new Map();
const keep = (value) => value;
const optionsOf = (o) =>
  o && { rowMode: o.rowMode, parsers: Object.fromEntries((o.keptTypes || []).map((oid) => [oid, keep])) };
const errorOf = (e) => {
  const fields = {};
  if (e && typeof e === 'object')
    for (const [k, v] of Object.entries(e)) if (v === null || typeof v !== 'object') fields[k] = v;
  return { message: String((e && e.message) || e), name: e && e.name, fields };
};
const answer = (id, run) => {
  let running;
  try { running = Promise.resolve(run()); } catch (e) { running = Promise.reject(e); }
  running.then(
    (value) => parentPort.postMessage({ id, ok: true, value }),
    (e) => parentPort.postMessage({ id, ok: false, error: errorOf(e) }),
  );
};
const on = (tx) => {
  if (!tx) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
};
db.waitReady.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (e) => parentPort.postMessage({ id: 0, ok: false, error: errorOf(e) }),
);
parentPort.on('message', (m) => {
  switch (m.op) {
    case 'query': return answer(m.id, () => on(m.tx).query(m.sql, m.params, optionsOf(m.options)));
    case 'exec': return answer(m.id, () => on(m.tx).exec(m.sql, optionsOf(m.options)));
    case 'begin':
      // answered twice: 'began' once the transaction holds the lock, then the transaction's end
      return answer(m.id, () =>
        db.transaction((tx) => new Promise((resolve, reject) => {
          transactions.set(m.tx, { tx, end: (commit) => (commit ? resolve() : reject(new Error('rolled back'))) });
          parentPort.postMessage({ began: m.tx });
        })).finally(() => transactions.delete(m.tx)),
      );
    case 'end': return transactions.get(m.tx)?.end(m.commit);
    case 'listen':
      return answer(m.id, async () => {
        listeners.set(m.listener, await db.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.listener, payload })));
      });
    case 'unlisten':
      return answer(m.id, async () => {
        const stop = listeners.get(m.listener);
        listeners.delete(m.listener);
        await stop?.();
      });
    case 'close': return answer(m.id, () => db.close());
  }
});
`;

const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { message: string; name?: string; fields: Record<string, unknown> };
}
type Message = Reply | { began: number } | { notify: number; payload: string };

/** The options a statement may carry across: the row mode, and the types whose text is kept as it is. */
interface ThreadOptions {
  rowMode?: QueryOptions['rowMode'];
  keptTypes?: number[];
}

/** What runs statements: the database, or a transaction open on it. */
export interface PGliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

const PROBE = '2026-01-01 00:00:00+00';

/**
 * The options of a statement as they cross to the thread. Drizzle's parsers keep the text of dates,
 * timestamps and intervals as PostgreSQL wrote it (functions that return their argument); a function
 * cannot cross, so such a type is sent as kept, and any other parser is refused rather than dropped.
 */
function threadOptions(options?: QueryOptions): ThreadOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length > 0)
    throw new Error(`PGlite thread: options not supported: ${Object.keys(rest).join(', ')}`);
  const keptTypes = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`PGlite thread: only parsers that keep the text can cross (type ${oid})`);
    return Number(oid);
  });
  return { rowMode, keptTypes };
}

/** An error from the thread, rebuilt with its fields (`code`, `constraint`…) and name. */
function rebuilt(error: NonNullable<Reply['error']>): Error {
  const made = Object.assign(new Error(error.message), error.fields);
  if (error.name) made.name = error.name;
  return made;
}

/**
 * PGlite on a worker thread of its own. In the server's thread, PGlite ran each statement there, as
 * WASM, and the statements queued behind it without the event loop turning in between: the home's
 * background refill (eleven statements) held every request for 165–291 ms on a slow host, and any
 * long statement (a search, a schedule read whole) would as well. Here the main thread only posts a
 * statement and reads its rows; the requests it answers from memory go on meanwhile.
 *
 * It speaks the part of PGlite's interface that drizzle and this app use: `query`, `exec`,
 * `transaction` (its callback's statements run inside it), `listen`, `close`.
 */
export class PGliteThread implements PGliteQueries {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #began = new Map<number, () => void>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #failed: Error | null = null;

  /**
   * `dataDir`: where the database lives (in memory without it). `from`: a data directory PGlite dumped
   * (`dumpDataDir`, an uncompressed tar) that a new database starts as instead of an empty one (the test
   * databases start migrated: test/pglite-template.ts).
   */
  constructor(dataDir?: string, from?: string) {
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pglite: pglitePath, dataDir, from },
    });
    this.#worker.on('message', (message: Message) => this.#receive(message));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`PGlite thread exited (code ${code})`)));
    this.waitReady = new Promise((resolve, reject) => this.#pending.set(0, { resolve, reject }));
    this.#worker.ref();
  }

  #receive(message: Message) {
    if ('began' in message) return this.#began.get(message.began)?.();
    if ('notify' in message) return this.#listeners.get(message.notify)?.(message.payload);
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    // the thread keeps the process alive only while a statement is on its way
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) pending?.resolve(message.value);
    else if (message.error) pending?.reject(rebuilt(message.error));
  }

  #fail(error: Error) {
    this.#failed ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #ask<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.ref();
      this.#worker.postMessage({ ...message, id });
    });
  }

  #queriesOf(tx?: number): PGliteQueries {
    return {
      query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#ask<Results<T>>({ op: 'query', tx, sql, params, options: threadOptions(options) }),
      exec: async (sql: string, options?: QueryOptions) =>
        this.#ask<Results[]>({ op: 'exec', tx, sql, options: threadOptions(options) }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#queriesOf().query<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#queriesOf().exec(sql, options);
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws (and its
   * error thrown again). Statements outside it wait until it ends, as with PGlite in one process.
   */
  async transaction<T>(callback: (tx: PGliteQueries) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    const began = new Promise<void>((resolve) => this.#began.set(tx, resolve));
    const ended = this.#ask<void>({ op: 'begin', tx });
    try {
      await Promise.race([began, ended]);
    } finally {
      this.#began.delete(tx);
    }
    let result: T;
    try {
      result = await callback(this.#queriesOf(tx));
    } catch (error) {
      this.#worker.postMessage({ op: 'end', tx, commit: false });
      await ended.catch(() => {});
      throw error;
    }
    this.#worker.postMessage({ op: 'end', tx, commit: true });
    await ended;
    return result;
  }

  /** Calls `callback` with each payload NOTIFY sends on `channel`; answers the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextId++;
    this.#listeners.set(listener, callback);
    try {
      await this.#ask({ op: 'listen', channel, listener });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      this.#listeners.delete(listener);
      await this.#ask({ op: 'unlisten', listener });
    };
  }

  async close(): Promise<void> {
    if (!this.#failed) await this.#ask({ op: 'close' }).catch(() => {});
    this.#fail(new Error('PGlite thread closed'));
    await this.#worker.terminate();
  }
}
