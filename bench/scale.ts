// `npm run bench scale` (through bench/scale.mjs, run with the repo's tsx): the catalogue at scale on
// PostgreSQL. The bench database (BENCH_SCALE_DATABASE_URL, default kickoff_bench on the local server)
// is migrated with the app's migrations, seeded by scale-seed.ts when it is missing or its seed version
// changed (else reused: a new migration is applied to the seeded data), then the app's own repository
// calls — the ones the schedule, search, league and EPG answers make — are timed in rounds beside
// `SELECT 1` on the same pool, every query once per round so the host's noise falls on all alike.
// Progress goes to stderr; stdout is one JSON object (scale.mjs prints the table): each query's
// samples' p50/p99, and EXPLAIN (ANALYZE, BUFFERS) of the statements of the slowest. The names say the
// keyword in English (the table's columns count characters, and CJK ones are two wide); the code has it.
import { compactDateOf, tokyoDayRange } from '@kickoff/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { createLeagueRepo } from '../apps/server/src/modules/catalogue/league.repo.js';
import { createSearchRepo } from '../apps/server/src/modules/catalogue/search.repo.js';
import { createVodRepo } from '../apps/server/src/modules/catalogue/vod.repo.js';
import { createChannelRepo } from '../apps/server/src/modules/channels/channel.repo.js';
import { createEpgDays } from '../apps/server/src/modules/channels/channel.service.js';
import { createDayGames } from '../apps/server/src/modules/schedule/day-games.js';
import { createScheduleRepo } from '../apps/server/src/modules/schedule/schedule.repo.js';
import { seededAt, seedScale } from './scale-seed.js';

const url = process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kickoff_bench';
const rounds = Number(process.env.BENCH_SCALE_ROUNDS) || 200;
const budgetMs = (Number(process.env.BENCH_SECONDS) || 60) * 1000;
const say = (line: string) => process.stderr.write(`${line}\n`);
/** The exit code that tells scale.mjs there is no PostgreSQL to measure (the part is skipped). */
const NO_POSTGRES = 3;

/** Creates the bench database when it is missing, or drops and creates it when `fresh`. */
async function ensureDatabase(fresh: boolean): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test') throw new Error(`not a bench database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect().catch((error: Error) => {
    say(`scale: skipped, no PostgreSQL at ${admin.host} (${error.message})`);
    process.exit(NO_POSTGRES);
  });
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** How many migrations the bench database has had. */
async function applied(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`);
    if (!found.rows[0].t) return 0;
    const { rows } = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** The seed time of a database seeded with this version, (re)seeding first when needed. */
async function prepare(): Promise<{ now: Date; seedSeconds: number | null; migrateSeconds: number }> {
  await ensureDatabase(false);
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const existing = await seededAt(probe).finally(() => probe.end());
  if (!existing) await ensureDatabase(true);
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    let started = Date.now();
    const before = await applied();
    await database.migrate();
    const migrateSeconds = (Date.now() - started) / 1000;
    say(`scale: migrated in ${migrateSeconds.toFixed(1)} s`);
    if (existing && (await applied()) > before) {
      // new indexes on the seeded data: their statistics (expression indexes have their own) now; and
      // rows a migration rewrote leave dead tuples and GIN pending lists behind (as autovacuum would)
      await database.db.execute(sql`VACUUM ANALYZE`);
      say('scale: vacuumed and analyzed after the new migrations');
    }
    if (existing) {
      say(`scale: reusing the seed of ${existing.toISOString()}`);
      return { now: existing, seedSeconds: null, migrateSeconds };
    }
    started = Date.now();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const now = await seedScale(client, say).finally(() => client.end());
    const seedSeconds = (Date.now() - started) / 1000;
    say(`scale: seeded in ${seedSeconds.toFixed(1)} s`);
    return { now, seedSeconds, migrateSeconds };
  } finally {
    await database.close();
  }
}

/** A query timed each round; `before`, when given, runs first, untimed (a write the query then reads). */
type Query = {
  name: string;
  run: (db: Database, i: number) => Promise<unknown>;
  before?: (db: Database, i: number) => Promise<unknown>;
};

/** The repositories on a database, made once as the app makes them (so their prepared reads are kept). */
const made = new WeakMap<Database, ReturnType<typeof makeRepos>>();
const makeRepos = (db: Database) => ({
  schedule: createScheduleRepo(db),
  dayGames: createDayGames(createScheduleRepo(db)),
  epgDays: createEpgDays(createChannelRepo(db)),
  search: createSearchRepo(db),
  league: createLeagueRepo(db),
  vod: createVodRepo(db),
  channel: createChannelRepo(db),
});
const repos = (db: Database) => {
  const kept = made.get(db) ?? makeRepos(db);
  made.set(db, kept);
  return kept;
};

/** The repository calls behind the answers, each varying its argument with the round `i`. */
function queries(now: Date): Query[] {
  const day = (i: number) => compactDateOf(new Date(now.getTime() + ((i % 7) - 3) * 86_400_000));
  const paging = { offset: 0, limit: 20 };
  const league = (i: number) => 1 + ((i * 37) % 329);
  const currentSeason = (l: number) => (l - 1) * 8 + 8;
  const inPlay = new Date(now.getTime() - 6 * 3_600_000);
  return [
    { name: 'SELECT 1', run: (db) => db.execute(sql`SELECT 1`) },
    // a day whose stamp moved is read whole (every sport, and the stamp); one whose stamp held is kept
    {
      name: 'schedule: a changed day (read whole)',
      run: (db, i) => repos(db).schedule.gamesOfDay(day(i)),
    },
    {
      name: 'schedule: a day, all sports (kept)',
      run: (db, i) => repos(db).dayGames.of(day(i)),
    },
    {
      name: 'schedule: a day, one sport (kept)',
      run: (db, i) => repos(db).dayGames.of(day(i), { gameTypeId: 1 + (i % 3) }),
    },
    // a score just written on the day: the day kept is brought up to date by what changed on it
    {
      name: 'schedule: a day after a score',
      before: (db, i) =>
        db.execute(sql`update ${schema.games} set ${sql.identifier(schema.games.homeScore.name)} = ${i % 10}
          where ${schema.games.id} = (select ${schema.games.id} from ${schema.games}
            where ${schema.games.beginAt} >= ${tokyoDayRange(day(i)).from}
            order by ${schema.games.beginAt}, ${schema.games.id} offset ${i % 50} limit 1)`),
      run: (db, i) => repos(db).dayGames.of(day(i)),
    },
    {
      name: 'search teams ja (Sapporo Falcons)',
      run: (db) => repos(db).search.teams('札幌ファルコンズ', 20),
    },
    { name: 'search teams ja 2 chars (Kobe)', run: (db) => repos(db).search.teams('神戸', 20) },
    { name: 'search teams ko (Hiroshima)', run: (db) => repos(db).search.teams('히로시마', 20) },
    { name: 'search teams en yokohama hawks', run: (db) => repos(db).search.teams('yokohama hawks', 20) },
    {
      name: 'search vod ja (Hiroshima Tigers)',
      run: (db) =>
        repos(db).search.vods({ keyword: '広島タイガース', kind: undefined, sort: 'latest' }, paging),
    },
    {
      name: 'search vod ko (Sendai Eagles)',
      run: (db) =>
        repos(db).search.vods({ keyword: '센다이 이글스', kind: undefined, sort: 'latest' }, paging),
    },
    {
      name: 'search vod en tactics lab',
      run: (db) => repos(db).search.vods({ keyword: 'tactics lab', kind: undefined, sort: 'latest' }, paging),
    },
    {
      name: 'search lives ja (Nagoya)',
      run: (db) => repos(db).search.lives('名古屋', now, 30),
    },
    { name: 'search lives en sharks', run: (db) => repos(db).search.lives('sharks', now, 30) },
    {
      name: 'league: next games',
      run: (db, i) => repos(db).league.nextGames(league(i), currentSeason(league(i)), inPlay, 6),
    },
    {
      name: 'league: latest results',
      run: (db, i) => repos(db).league.latestResults(league(i), currentSeason(league(i)), now, 6),
    },
    {
      name: 'league: standings top 6',
      run: (db, i) => repos(db).league.standings(currentSeason(league(i)), 6),
    },
    {
      name: 'league: VODs page',
      run: (db, i) => repos(db).vod.byLeague(league(i), undefined, { offset: 0, limit: 8 }),
    },
    {
      name: 'EPG: a changed day (read whole)',
      run: (db, i) => repos(db).channel.programsOfDay(day(i)),
    },
    {
      name: 'EPG: a day on 20 channels (kept)',
      run: (db, i) => repos(db).epgDays.of(day(i)),
    },
    // a programme just changed on the day (a title): the day kept is brought up to date by what changed
    {
      name: 'EPG: a day after a change',
      before: (db, i) =>
        db.execute(sql`update ${schema.programs} set ${sql.identifier(schema.programs.broadcastType.name)} = ${200 + (i % 2)}
          where ${schema.programs.id} = (select ${schema.programs.id} from ${schema.programs}
            where ${schema.programs.startTime} >= ${tokyoDayRange(day(i)).from}
            order by ${schema.programs.startTime}, ${schema.programs.id} offset ${i % 50} limit 1)`),
      run: (db, i) => repos(db).epgDays.of(day(i)),
    },
    {
      name: 'EPG: on air now',
      run: (db, i) => repos(db).channel.onAir(new Date(now.getTime() + i * 600_000)),
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<void> {
  const { now, seedSeconds, migrateSeconds } = await prepare();
  const database = await openDatabase({ url, poolSize: 4 });
  // BENCH_SCALE_ONLY: only the queries whose name contains it (and SELECT 1), each one explained
  const only = process.env.BENCH_SCALE_ONLY;
  const list = queries(now).filter((q, k) => !only || k === 0 || q.name.includes(only));
  const samples = list.map(() => [] as number[]);
  try {
    // warm: each of the seven days the rounds go through once
    for (let w = 0; w < 7; w++) for (const q of list) await q.run(database.db, w);
    const started = Date.now();
    let done = 0;
    while (done < rounds && Date.now() - started < budgetMs) {
      for (const [k, q] of list.entries()) {
        await q.before?.(database.db, done);
        const t0 = process.hrtime.bigint();
        await q.run(database.db, done);
        samples[k]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      done++;
    }
    say(`scale: ${done} rounds in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const results = list.map((q, k) => {
      const sorted = [...samples[k]!].sort((a, b) => a - b);
      return { name: q.name, p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
    });
    const slowest = results.slice(1).reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const explained = only ? list.slice(1) : list.filter((q) => q.name === slowest.name);
    const explain: string[] = [];
    for (const q of explained) explain.push(...(await explainOf(q)).map((plan) => `${q.name}:\n${plan}`));
    process.stdout.write(
      `${JSON.stringify({ now: now.toISOString(), seedSeconds, migrateSeconds, rounds: done, results, slowest: slowest.name, explain })}\n`,
    );
  } finally {
    await database.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement a query sends (caught by a logging drizzle). */
async function explainOf(query: Query): Promise<string[]> {
  const statements: { text: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    let logged = !query.before;
    const logging = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (text, params) => logged && statements.push({ text, params }) },
    }) as unknown as Database;
    if (query.before) {
      // what the rounds time: the query after its write (the first run only keeps what the rest read)
      await query.run(logging, 0);
      await query.before(logging, 0);
      logged = true;
    }
    await query.run(logging, 0);
    const plans: string[] = [];
    for (const { text, params } of statements) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      plans.push(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  say(`bench scale failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
