import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { preparedReadsOf } from '../../db/client.js';
import { createSearchRepo } from './search.repo.js';
import { createVodRepo } from './vod.repo.js';

/**
 * Search reads teams, VODs and lives through the indexes of their search text (migration 0020), never by a sequential
 * scan: thousands of rows with names unlike each other, vacuumed and analyzed, then EXPLAIN (FORMAT JSON) of every
 * statement the repository sends for a keyword in each language. A query whose text stops matching the
 * index expression, or a join order that reads the table first, shows a Seq Scan here and fails.
 */
let database: DatabaseHandle;
let db: Database;
const TEAMS = 3000;
const VODS = 6000;
const LIVES = 4000;
/** Names unlike each other: a hex word per row, in katakana-like, hangul and latin dress. */
const word = (n: string) => `substr(md5((${n})::text), 1, 8)`;
/** Two kanji no other team's name has side by side: a two-character keyword that finds one team. */
const kanjiPair = (n: string) => `chr(19968 + ${n}) || chr(24000 + (${n} * 7) % 2000)`;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(
    sql`INSERT INTO game_types (key, name) VALUES ('plan', '{"ja":"競技","ko":"종목","en":"Sport"}')`,
  );
  await db.execute(
    sql.raw(`INSERT INTO teams (game_type_id, name, short_name, code, colors)
      SELECT (SELECT id FROM game_types WHERE key = 'plan'),
        jsonb_build_object('ja', 'チーム' || ${word('i')} || ${kanjiPair('i')}, 'ko', '팀 ' || ${word('i')}, 'en', 'Team ' || ${word('i')}),
        jsonb_build_object('ja', ${word('i')}, 'ko', ${word('i')}, 'en', ${word('i')}), 'T' || i, '["#000000","#ffffff"]'
      FROM generate_series(1, ${TEAMS}) i`),
  );
  await db.execute(
    sql.raw(`INSERT INTO vods (kind, title, duration, published_at)
      SELECT 'clip', jsonb_build_object('ja', 'ハイライト ' || ${word('-i')}, 'ko', '하이라이트 ' || ${word('-i')}, 'en', 'Highlights ' || ${word('-i')}),
        60, now() - make_interval(mins => i)
      FROM generate_series(1, ${VODS}) i`),
  );
  // lives still to begin (what search lists), by title; and one of a game of teams 1234 and 1235
  await db.execute(
    sql.raw(`INSERT INTO lives (title, begin_at, end_at)
      SELECT jsonb_build_object('ja', '中継 ' || ${word('i * 3')}, 'ko', '중계 ' || ${word('i * 3')}, 'en', 'Coverage ' || ${word('i * 3')}),
        now() + make_interval(hours => 1 + i % 500), now() + make_interval(hours => 3 + i % 500)
      FROM generate_series(1, ${LIVES}) i`),
  );
  await db.execute(
    sql.raw(`WITH sport AS (SELECT id FROM game_types WHERE key = 'plan'),
      league AS (INSERT INTO leagues (game_type_id, key, name, short_name, colors)
        SELECT id, 'plan', '{"ja":"計画リーグ","ko":"계획 리그","en":"Plan League"}', '{"ja":"計","ko":"계","en":"PL"}',
          '["#000000","#ffffff"]' FROM sport RETURNING id),
      season AS (INSERT INTO seasons (league_id, year, name, start_date, end_date)
        SELECT id, 2026, '{"ja":"2026","ko":"2026","en":"2026"}', '2026-01-01', '2026-12-31' FROM league RETURNING id),
      game AS (INSERT INTO games (game_type_id, league_id, season_id, home_team_id, away_team_id, begin_at)
        SELECT (SELECT id FROM sport), (SELECT id FROM league), season.id,
          (SELECT id FROM teams WHERE code = 'T1234'), (SELECT id FROM teams WHERE code = 'T1235'),
          now() + interval '1 day' FROM season RETURNING id)
      INSERT INTO lives (game_id, title, begin_at, end_at)
        SELECT id, '{"ja":"試合","ko":"경기","en":"Match"}', now() + interval '1 day', now() + interval '1 day 2 hours'
        FROM game`),
  );
  // one VOD in twenty of the league (a league's list: its page and count, migration 0027)
  await db.execute(
    sql`UPDATE vods SET league_id = (SELECT id FROM leagues WHERE key = 'plan') WHERE id % 20 = 0`,
  );
  // what autovacuum does on PostgreSQL: the GIN pending lists merged into the indexes, statistics taken
  // (with the rows still pending, the planner rightly reads a table of this size instead)
  await db.execute(sql`VACUUM ANALYZE teams`);
  await db.execute(sql`VACUUM ANALYZE vods`);
  await db.execute(sql`VACUUM ANALYZE lives`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

type Query = (...args: unknown[]) => Promise<unknown>;
type Client = { query: Query; connect?: () => Promise<{ query: Query; release(): void }> };
const clientOf = (d: unknown) => (d as { $client: Client }).$client;

/** A value as an SQL literal, for EXECUTE's arguments (ints, texts, dates, int arrays). */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? `{${value.join(',')}}`
        : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};

/**
 * The plan of a statement as it runs. A prepared read (db/prepared.ts) on PostgreSQL runs on the
 * connections of the prepared reads, by its generic plan: EXPLAIN EXECUTE of it there. Anything else:
 * EXPLAIN of its text with its values.
 */
async function planOf(statement: { text: string; params: unknown[]; name?: string; client: Client }) {
  const { text, params, name, client } = statement;
  let answer: { rows: Record<string, unknown>[] };
  if (name && client.connect) {
    const connection = await client.connect();
    try {
      await connection.query({ name, text, values: params });
      answer = (await connection.query(
        `EXPLAIN (FORMAT JSON) EXECUTE "${name}"(${params.map(literal).join(', ')})`,
      )) as typeof answer;
    } finally {
      connection.release();
    }
  } else {
    answer = (await client.query(`EXPLAIN (FORMAT JSON) ${text}`, params)) as typeof answer;
  }
  const cell = Object.values(answer.rows[0]!)[0];
  const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return nodes(explained!.Plan);
}

/** Runs `call` and answers its result with the plan nodes of every statement it sent. */
async function plansOf<T>(call: (db: Database) => Promise<T>): Promise<{ result: T; plans: PlanNode[] }> {
  const clients = [...new Set([clientOf(db), clientOf(preparedReadsOf(db))])];
  const originals = clients.map((client) => client.query);
  const statements: { text: string; params: unknown[]; name?: string; client: Client }[] = [];
  for (const [k, client] of clients.entries()) {
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first } : (first as { text: string; name?: string });
      statements.push({
        text: config.text,
        params: Array.isArray(second) ? second : [],
        ...(config.name ? { name: config.name } : {}),
        client: {
          query: (...a: unknown[]) => originals[k]!.apply(client, a),
          ...(client.connect ? { connect: client.connect.bind(client) } : {}),
        },
      });
      return originals[k]!.apply(client, args);
    };
  }
  let result: T;
  try {
    result = await call(db);
  } finally {
    for (const [k, client] of clients.entries()) client.query = originals[k]!;
  }
  const plans: PlanNode[] = [];
  for (const statement of statements) plans.push(...(await planOf(statement)));
  return { result, plans };
}

const seqScans = (plans: PlanNode[], table: string) =>
  plans.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);
const usesIndex = (plans: PlanNode[], index: string) => plans.some((n) => n['Index Name'] === index);

const teamWord = async (i: number) =>
  (
    (await db.execute(sql.raw(`SELECT ${word(String(i))} AS w`))) as unknown as {
      rows: { w: string }[];
    }
  ).rows[0]!.w;

describe(`search plans (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("a league's VODs: the page in the order of vods_league_published_idx, the count from it alone", async () => {
    const [league] = (
      (await db.execute(sql`SELECT id FROM leagues WHERE key = 'plan'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const paging = { offset: 0, limit: 8 };
    await createVodRepo(db).byLeague(league!.id, undefined, paging);
    for (const kind of [undefined, 'clip' as const]) {
      const { result, plans } = await plansOf((d) => createVodRepo(d).byLeague(league!.id, kind, paging));
      expect(result.total, kind).toBe(VODS / 20);
      expect(
        result.rows.map((v) => v.id),
        kind,
      ).toHaveLength(8);
      expect(seqScans(plans, 'vods'), kind).toEqual([]);
      const onIndex = plans.filter((n) => n['Index Name'] === 'vods_league_published_idx');
      expect(onIndex.map((n) => n['Node Type']).sort(), kind).toEqual(['Index Only Scan', 'Index Scan']);
      expect(
        plans.filter((n) => n['Node Type'].endsWith('Sort')),
        kind,
      ).toEqual([]);
    }
  });

  it('teams: by the search index in Japanese, Korean and English, never a scan of teams', async () => {
    const w = await teamWord(1234);
    for (const keyword of [`チーム${w}`, `팀 ${w.slice(0, 5)}`, `TEAM ${w.toUpperCase()}`]) {
      const { result, plans } = await plansOf((d) => createSearchRepo(d).teams(keyword, 20));
      expect(
        result.map((t) => t.code),
        keyword,
      ).toContain('T1234');
      expect(seqScans(plans, 'teams'), keyword).toEqual([]);
      expect(usesIndex(plans, 'teams_search_idx'), keyword).toBe(true);
    }
  });

  it('teams: a two-character keyword is served by the index too', async () => {
    const pair = String.fromCodePoint(19968 + 77) + String.fromCodePoint(24000 + ((77 * 7) % 2000));
    const { result, plans } = await plansOf((d) => createSearchRepo(d).teams(pair, 20));
    expect(result.map((t) => t.code)).toEqual(['T77']);
    expect(seqScans(plans, 'teams')).toEqual([]);
    expect(usesIndex(plans, 'teams_search_idx')).toBe(true);
  });

  it("VODs: the page and its count by the VODs' search index alone, never a scan of VODs", async () => {
    const w = await teamWord(-4321);
    const paging = { offset: 0, limit: 20 };
    for (const keyword of [`ハイライト ${w}`, `하이라이트 ${w}`, w.slice(1, 7).toUpperCase()]) {
      // the names a VOD list shows are read whole once per change of a name (names-book.ts), not per search
      await createSearchRepo(db).vods({ keyword, kind: undefined, sort: 'latest' }, paging);
      const { result, plans } = await plansOf((d) =>
        createSearchRepo(d).vods({ keyword, kind: undefined, sort: 'latest' }, paging),
      );
      expect(result.total, keyword).toBeGreaterThanOrEqual(1);
      expect(seqScans(plans, 'vods'), keyword).toEqual([]);
      expect(seqScans(plans, 'teams'), keyword).toEqual([]);
      expect(usesIndex(plans, 'vods_search_idx'), keyword).toBe(true);
      // a VOD holds its teams', league's and programme's names (migration 0024): one index scan finds it
      expect(usesIndex(plans, 'teams_search_idx'), keyword).toBe(false);
      // the keyword's grams are an expression PostgreSQL inlines (computed once per execution), not a
      // SQL function it plans again on each execution of a generic plan
      expect(JSON.stringify(plans), keyword).not.toContain('kickoff_keyword_grams');
    }
  });

  it("lives: the page and its count by the lives' search index alone, by title or a team's name", async () => {
    const title = (await teamWord(3 * 777)).slice(0, 6);
    const team = await teamWord(1235);
    const now = new Date();
    for (const [keyword, match] of [
      [`中継 ${title}`, 'Coverage'],
      [title.toUpperCase(), 'Coverage'],
      [`팀 ${team}`, 'Match'],
      ['計画リーグ', 'Match'],
    ] as const) {
      const { result, plans } = await plansOf((d) => createSearchRepo(d).lives(keyword, now, 30));
      expect(
        result.rows.map((l) => l.title.en),
        keyword,
      ).toContainEqual(expect.stringContaining(match));
      expect(seqScans(plans, 'lives'), keyword).toEqual([]);
      expect(usesIndex(plans, 'lives_search_idx'), keyword).toBe(true);
      // a live holds its game's teams' and league's names (migration 0026): no team or league is looked up
      expect(usesIndex(plans, 'teams_search_idx'), keyword).toBe(false);
      expect(usesIndex(plans, 'lives_game_home_team_idx'), keyword).toBe(false);
    }
  });
});
