// Our real server for the benchmarks: main.ts on a seeded PGlite data dir (or DATABASE_URL), 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpReady, startPinned } from './lib.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const tsx = join(root, 'node_modules/.bin/tsx');
export const main = join(root, 'apps/server/src/main.ts');

export function ourEnv(port, dataDir) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // the realtime socket beside it, off the default 3030 (another server may hold that)
    REALTIME_PORT: String(port + 1000),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    // no demo video: ffmpeg in the background would take the pinned core from the server measured
    MEDIA_DEMO_SECONDS: '0',
  };
}

/** A data dir with the demo content already seeded (the first start), then stopped. */
export async function seededDataDir(port) {
  await ensurePortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-bench-'));
  const server = await startPinned(tsx, [main], {
    env: ourEnv(port, dataDir),
    ready: () => httpReady(`http://127.0.0.1:${port}/readyz`),
    timeoutMs: 120_000,
  });
  await server.stop();
  return dataDir;
}

/** Refuses a port something already answers on (a server left over would be measured instead of ours). */
export async function ensurePortFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is already in use (a server left running?): stop it first`);
}

export async function startOurs(port, dataDir, env = {}) {
  await ensurePortFree(port);
  const server = await startPinned(tsx, [main], {
    env: { ...ourEnv(port, dataDir), ...env },
    ready: () => httpReady(`http://127.0.0.1:${port}/readyz`),
  });
  return server;
}

/** POST /api/v2/login as a demo member (password Passw0rd!) on our server at `port`. */
export function login(port, username) {
  return fetch(`http://127.0.0.1:${port}/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Passw0rd!' }),
  });
}

/** Logs in as a demo member and returns the session cookie (`kickoff_sid=…`). */
export async function memberCookie(port, username = 'free@example.com') {
  const res = await login(port, username);
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('kickoff_sid='));
  if (!cookie) throw new Error('login: no kickoff_sid cookie');
  return cookie;
}
