import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../shared/app-error.js';

/** What a hash thread runs: argon2id's hash of a password, or whether a password matches a hash. */
type Job = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };
type Reply = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; error: string };

/**
 * The hash thread: argon2id (synchronous, on this thread) at a lower scheduling priority than the
 * server's main thread, so that a storm of logins takes CPU only the main thread leaves (Linux: a
 * thread has its own nice value; elsewhere the priority stays as it is).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
parentPort.on('message', ({ id, op, hash, password }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(password) : argon2.verifySync(hash, password);
    parentPort.postMessage({ id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: String(error && error.message || error) });
  }
});
`;

export interface HashPoolOptions {
  /** Hashes at once (default: one per core but one, at least 1 — a core stays for the requests). */
  threads?: number;
  /** A hash that would wait longer than this (estimated) is refused with 429 and Retry-After. */
  maxWaitMs?: number;
  /** The hash threads' nice value (Linux): 10 gives them ~10% of a core the main thread wants. */
  nice?: number;
}

interface Pending {
  id: number;
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
  startedAt?: number;
}

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

/**
 * argon2id off the event loop and below it in priority: at most `threads` hashes at once, on worker
 * threads at a lower priority; the rest wait in order. A request whose estimated wait (the hashes
 * ahead of it × the recent time of one ÷ threads) passes `maxWaitMs` is refused at once:
 * 429 RATE_LIMITED with Retry-After, rather than queueing without bound while the server slows.
 */
export function createHashPool({
  threads = Math.max(1, availableParallelism() - 1),
  maxWaitMs = 3000,
  nice = 10,
}: HashPoolOptions = {}) {
  const workers: { worker: Worker; busy: Pending | null }[] = [];
  const waiting: Pending[] = [];
  let nextId = 1;
  /** A moving average of one hash's time (ms), from dispatch to answer; argon2id here is ~10–60 ms. */
  let averageMs = 50;

  function spawn() {
    const slot = {
      worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: argon2Path, nice } }),
      busy: null as Pending | null,
    };
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      const job = slot.busy;
      if (!job || job.id !== reply.id) return;
      slot.busy = null;
      averageMs = averageMs * 0.8 + (performance.now() - (job.startedAt ?? performance.now())) * 0.2;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new Error(reply.error));
      dispatch();
    });
    // a thread that dies takes its job with it (refused) and is replaced for the next
    const lost = (error: Error) => {
      const index = workers.indexOf(slot);
      if (index >= 0) workers.splice(index, 1);
      slot.busy?.reject(error);
      slot.busy = null;
      dispatch();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`hash thread exited (${code})`)));
    workers.push(slot);
    return slot;
  }

  function dispatch() {
    while (waiting.length > 0) {
      const idle = workers.find((w) => !w.busy) ?? (workers.length < threads ? spawn() : undefined);
      if (!idle) return;
      const job = waiting.shift()!;
      job.startedAt = performance.now();
      idle.busy = job;
      idle.worker.postMessage({ id: job.id, ...job.job });
    }
  }

  function run(job: Job): Promise<string | boolean> {
    const ahead = waiting.length + workers.filter((w) => w.busy).length;
    const estimatedMs = ahead >= threads ? ((ahead - threads + 1) * averageMs) / threads : 0;
    if (estimatedMs > maxWaitMs) {
      const seconds = Math.max(1, Math.ceil(estimatedMs / 1000));
      return Promise.reject(
        new AppError('RATE_LIMITED', 'Too many sign-ins at once. Please try again in a moment.', {
          retryAfterSeconds: seconds,
        }),
      );
    }
    return new Promise((resolve, reject) => {
      waiting.push({ id: nextId++, job, resolve, reject });
      dispatch();
    });
  }

  return {
    hash: (password: string) => run({ op: 'hash', password }) as Promise<string>,
    verify: (hash: string, password: string) => run({ op: 'verify', hash, password }) as Promise<boolean>,
    /** Hashes running and waiting (for tests and the log). */
    get load() {
      return { running: workers.filter((w) => w.busy).length, waiting: waiting.length, averageMs };
    },
    /** Stops the threads (tests; a server's threads end with its process). */
    async close() {
      await Promise.all(workers.splice(0).map((w) => w.worker.terminate()));
    },
  };
}

export type HashPool = ReturnType<typeof createHashPool>;
