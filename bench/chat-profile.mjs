// Where our chat server's time goes (`npm run bench chat-profile`): our realtime server alone, pinned to
// core 0 under V8's sampling profiler (started and stopped around the load steps by SIGUSR2), loaded by one harness on core 1 as in the
// bench (BENCH_CHAT_CLIENTS clients, the first figure only; BENCH_CHAT_RATE messages/s; BENCH_SECONDS a
// step, 3 steps); then the profile's self time by area (ws framing and sockets, the chat service,
// validation, PGlite, JSON, GC, idle) and the heaviest functions. The profile is kept
// (BENCH_CHAT_PROFILE_DIR, else a temp dir) for Chrome DevTools or speedscope. Not a paired figure: the
// profiler itself costs CPU, so only the shares mean something.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSide, startOurs, step, summary } from './chat.mjs';
import { sleep } from './lib.mjs';

const AREAS = [
  ['(idle)', (f) => f.functionName === '(idle)'],
  ['(garbage collector)', (f) => f.functionName === '(garbage collector)'],
  ['(program)', (f) => f.functionName === '(program)'],
  ['ws (framing, receiving)', (f) => f.url.includes('/node_modules/ws/')],
  ['pglite (database, wasm)', (f) => f.url.includes('pglite') || f.url.startsWith('wasm')],
  ['drizzle', (f) => f.url.includes('drizzle-orm')],
  ['zod (validation)', (f) => f.url.includes('/node_modules/zod/')],
  ['pino (logging)', (f) => f.url.includes('pino')],
  ['contract (text rules)', (f) => f.url.includes('packages/contract/')],
  ['realtime (server.ts, hub, connections)', (f) => f.url.includes('/src/realtime/')],
  ['chat module', (f) => f.url.includes('/src/modules/chat/')],
  ['other server code', (f) => f.url.includes('/apps/server/')],
  [
    'node: net/stream (socket writes)',
    (f) => /node:(net|internal\/streams|stream|internal\/stream_base)/.test(f.url),
  ],
  ['node: other', (f) => f.url.startsWith('node:')],
  ['native / builtin (JSON, Buffer, crypto…)', (f) => f.url === ''],
  ['other packages', () => true],
];

export function summarize(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const areas = new Map();
  const functions = new Map();
  let total = 0;
  let busy = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id).callFrame;
    total += micros;
    if (frame.functionName !== '(idle)') busy += micros;
    const [area] = AREAS.find(([, match]) => match(frame));
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const short = frame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/apps\/server\//, '');
    const key = `${frame.functionName || '(anonymous)'} ${short}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  console.log(`  profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
  console.log('  self time by area (share of busy time):');
  for (const [area, micros] of [...areas].sort((x, y) => y[1] - x[1])) {
    if (area === '(idle)') continue;
    console.log(`    ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${area}`);
  }
  console.log('  heaviest functions (self time, share of busy time):');
  for (const [key, micros] of [...functions].sort((x, y) => y[1] - x[1]).slice(0, 25)) {
    if (key.startsWith('(idle)')) continue;
    console.log(`    ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
}

export async function profileChat({ clients = 1000, seconds = 10, rate } = {}) {
  const messages = rate ?? (clients <= 1000 ? 10 : Math.max(1, Math.round(10_000 / clients)));
  const work = mkdtempSync(join(tmpdir(), 'kickoff-chat-prof-'));
  const dir = process.env.BENCH_CHAT_PROFILE_DIR ?? join(work, 'profile');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `chat-server-${clients}.cpuprofile`);
  // node itself (tsx as an import, not its CLI): the pid signalled is the server's
  const ours = await startOurs(
    { BENCH_PGLITE_DIR: join(work, 'db'), BENCH_MEMBERS: String(clients), BENCH_CPU_PROFILE: file },
    join(work, 'info.json'),
    { nodeArgs: [] },
  );
  let side;
  try {
    side = await openSide('ours', [ours], clients, messages);
    // a first unmeasured step: JIT warm-up, every writer's standing read once
    await step([side], { seconds: Math.ceil(side.senders.length / messages), rate: messages, drainMs: 1000 });
    process.kill(ours.pid, 'SIGUSR2');
    await sleep(200);
    for (let i = 0; i < 3; i++) {
      const [f] = await step([side], { seconds: Math.min(seconds, 26), rate: messages });
      console.log(`  profiled step ${i + 1}: ${summary(f)}`);
    }
    process.kill(ours.pid, 'SIGUSR2');
    for (let i = 0; i < 50 && !existsSync(file); i++) await sleep(100);
  } finally {
    await side?.stop();
    await ours.stop();
  }
  if (!existsSync(file)) console.log(`  no profile written (${file})`);
  else summarize(file);
  if (!process.env.BENCH_CHAT_PROFILE_DIR) console.log(`  (profile kept in ${dir})`);
  rmSync(join(work, 'db'), { recursive: true, force: true });
}
