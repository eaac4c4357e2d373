import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const main = join(import.meta.dirname, 'main.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  port: number;
}

let nextPort = 18_500 + Math.floor(Math.random() * 500);

/** Every process a test started: a failed assertion must not leave a server running after the file. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
});

/**
 * Starts the real server process (PGlite in a temp dir) and waits until it prints its URL. `detached`:
 * in a process group of its own, so a test can kill it with everything it started (ffmpeg).
 */
async function start(dataDir: string, env: Record<string, string> = {}, detached = false): Promise<Started> {
  const port = nextPort++;
  let out = '';
  // as npm start runs it: node with tsx's loader (the tsx CLI's signal relay SIGKILLs a busy server)
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    detached,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      // the realtime socket on any free port: files run in parallel, and a dev server may hold 3030
      REALTIME_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // the demo's video: short sources (the tests below that look at it say so)
      MEDIA_DEMO_SECONDS: '2',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited:\n${out}`));
    });
  });
  return { child, output: () => out, exited, port };
}

/** Polls `test` every 20 ms until it holds; fails after `ms`. */
async function until(test: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('start-up and shutdown of the real process', () => {
  it('migrates and seeds on the first start, reuses the data on the second, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-main-'));
    const first = await start(dataDir);
    expect(first.output()).toContain('migrations applied');
    expect(first.output()).toMatch(/\[1\/\d+\] help: \d+ notices/);
    expect(first.output()).toContain('demo content seeded');
    expect(first.output()).toMatch(/realtime socket on port [1-9]\d*/);
    const list = await fetch(`http://127.0.0.1:${first.port}/api/v2/notice/list`);
    const seededTotal = ((await list.json()) as { data: { total: number } }).data.total;
    expect(seededTotal).toBeGreaterThanOrEqual(30);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('KICKOFF: stopped');

    const second = await start(dataDir);
    expect(second.output()).toContain('demo content already present');
    // how fast the second start is ready is a figure of `npm run bench` (bench/startup.mjs), not a test
    expect(second.output()).toMatch(/ready in \d+ ms/);
    const again = await fetch(`http://127.0.0.1:${second.port}/api/v2/notice/list`);
    expect(((await again.json()) as { data: { total: number } }).data.total).toBe(seededTotal);

    // A connection open when SIGTERM comes still gets a whole HTTP answer (503 for a request completed
    // after shutdown began), never a reset connection, before the process exits.
    const socket = connect(second.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.on('data', (d) => {
      response += d;
    });
    socket.write('GET /api/v2/notice/category HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 200));
    second.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write('Accept: application/json\r\n\r\n');
    expect(await second.exited).toBe(0);
    expect(response).toMatch(/^HTTP\/1\.1 (200|503)/);
    socket.destroy();
  }, 90_000);

  it('makes the demo video in the background after listening; a killed server redoes what it left half-made', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-main-'));
    const ladders = join(dataDir, 'media', 'ladders');
    const first = await start(dataDir, { LOG_LEVEL: 'info' }, true);
    // killed (with its ffmpeg) while the first ladder is being made in its temporary directory
    const partial = /^\.demo-football\.partial-/;
    await until(() => existsSync(ladders) && readdirSync(ladders).some((n) => partial.test(n)), 60_000);
    // the operator is told of the work when it is known, not once the five sources have been made
    expect(first.output()).toContain('KICKOFF: encoding the demo media in the background (5 ladders');
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    expect(existsSync(join(ladders, 'demo-football', 'manifest.json'))).toBe(false);

    const second = await start(dataDir, { LOG_LEVEL: 'info' });
    // the line the operator (and the browser journeys' start) waits for; the log's own line and this one
    // are written by two streams, so either may come first
    await until(() => /KICKOFF: demo media ready \(\d+\.\d s\)/.test(second.output()), 90_000);
    await until(() => second.output().includes('media: demo media ready'), 5_000);
    expect(second.output()).toMatch(/media: 1 unfinished ladder\(s\) queued again/);
    const names = readdirSync(ladders).sort();
    expect(names).toEqual(['demo-baseball', 'demo-basketball', 'demo-football', 'demo-golf', 'demo-studio']);
    for (const name of names) expect(existsSync(join(ladders, name, 'manifest.json'))).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('refuses to start on a bad setting, naming it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-main-'));
    await expect(start(dataDir, { PORT: 'eighty' })).rejects.toThrow(/PORT:/);
  }, 30_000);
});
