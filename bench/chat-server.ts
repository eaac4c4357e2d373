// Our realtime server for the chat bench (bench/chat.mjs), run with the repo's tsx and pinned to core 0
// by the bench: the core and `createRealtimeServer` as main.ts builds them, on a database of its own —
// PGlite in BENCH_PGLITE_DIR (the laptop set-up: the database's CPU counts as the server's), or
// DATABASE_URL (PostgreSQL, shared by the two instances of the Redis step). Seeds, unless BENCH_SEED=0:
// one live begun an hour ago (its room open), BENCH_MEMBERS members who may write — a nickname, the chat
// rules agreed, a premium pass in use — each with a web session started through the core's session
// service (the cookie the socket checks at upgrade: no argon2 login per member). Writes what the
// harness needs to BENCH_INFO_FILE (the live, the Origin to send, each member's id and cookie; with
// BENCH_SEED=0 it reads that file instead), then prints `chat-server ready port=<port>`.
// Binds 127.0.0.1 on any free port; SIGTERM closes the sockets, the core and the database. With
// BENCH_CPU_PROFILE=<file>, SIGUSR2 starts V8's CPU profiler and a second SIGUSR2 writes the profile
// there (chat-profile.mjs: the load steps only, not the seeding or the connecting).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { createCore } from '../apps/server/src/core.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { chatMembers, lives, subscriptions, users } from '../apps/server/src/db/schema/index.js';
import { SESSION_COOKIE } from '../apps/server/src/modules/account/auth.js';
import { createRealtimeServer } from '../apps/server/src/realtime/index.js';

interface BenchInfo {
  liveId: number;
  origin: string;
  members: { userId: number; cookie: string }[];
}

const env = process.env;
const infoFile = env.BENCH_INFO_FILE;
if (!infoFile) throw new Error('BENCH_INFO_FILE is required');
const config = loadConfig({
  ...env,
  HOST: '127.0.0.1',
  DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kickoff-chat-data-')),
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
});
const database = await openDatabase(
  config.DATABASE_URL
    ? { url: config.DATABASE_URL, poolSize: 4 }
    : { pgliteDir: env.BENCH_PGLITE_DIR ?? join(tmpdir(), `kickoff-chat-db-${process.pid}`) },
);
await database.migrate();
const core = createCore(config, { database });

async function seed(count: number): Promise<BenchInfo> {
  const { db } = database;
  const now = Date.now();
  const hour = 3_600_000;
  const [live] = await db
    .insert(lives)
    .values({
      title: { ja: 'ベンチのライブ', en: 'Bench live' },
      status: 1,
      beginAt: new Date(now - hour),
      endAt: new Date(now + 3 * hour),
      chat: true,
    })
    .returning({ id: lives.id });
  const ids: number[] = [];
  const agreed = new Date(now);
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, i) => from + i + 1);
    const rows = await db
      .insert(users)
      .values(
        batch.map((n) => ({
          email: `bench-${n}@example.com`,
          name: 'ベンチ 太郎',
          nickname: `bench${n}`,
          termsAgreedAt: agreed,
        })),
      )
      .returning({ id: users.id });
    const batchIds = rows.map((r) => r.id);
    await db.insert(subscriptions).values(
      batchIds.map((userId) => ({
        userId,
        pass: 'premium' as const,
        period: 'monthly' as const,
        status: 'in_use' as const,
        paidBy: 'card' as const,
        periodStart: new Date(now - 10 * 24 * hour),
        periodEnd: new Date(now + 20 * 24 * hour),
      })),
    );
    await db
      .insert(chatMembers)
      .values(batchIds.map((userId) => ({ userId, rulesAgreedAt: agreed, updatedAt: agreed })));
    ids.push(...batchIds);
  }
  const members: BenchInfo['members'] = [];
  for (const userId of ids) {
    const { token } = await core.sessions.start(userId, { remember: true, method: 'password' });
    members.push({ userId, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return { liveId: live!.id, origin: new URL(config.PUBLIC_URL).origin, members };
}

let info: BenchInfo;
if (env.BENCH_SEED === '0') {
  info = JSON.parse(readFileSync(infoFile, 'utf8')) as BenchInfo;
} else {
  info = await seed(Number(env.BENCH_MEMBERS ?? 1000));
  writeFileSync(infoFile, JSON.stringify(info));
}

const realtime = createRealtimeServer(core, { host: '127.0.0.1', port: 0 });
await realtime.ready;
console.log(`chat-server ready port=${realtime.port} members=${info.members.length} live=${info.liveId}`);

let profiler: Session | null = null;
const profileFile = env.BENCH_CPU_PROFILE;
if (profileFile) {
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!profiler) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        console.log('chat-server profiling');
        return;
      }
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      profiler.disconnect();
      profiler = null;
      console.log(`chat-server profile written ${profileFile}`);
    })();
  });
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  await realtime.close();
  await core.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// the bench that started this process went away (tsx in between keeps our parent alive): do not linger
const benchPid = Number(env.BENCH_PARENT_PID ?? 0);
const benchGone = () => {
  if (process.ppid === 1) return true;
  if (!benchPid) return false;
  try {
    process.kill(benchPid, 0);
    return false;
  } catch {
    return true;
  }
};
setInterval(() => {
  if (benchGone()) void stop();
}, 2000).unref();
