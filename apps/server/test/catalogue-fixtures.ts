import { randomBytes } from 'node:crypto';
import type { EndpointArgs, EndpointInput, EndpointName, Locale } from '@kickoff/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import { preparedReadsOf } from '../src/db/client.js';
import {
  competitions,
  games,
  gameTypes,
  type LocalizedText,
  leagues,
  lives,
  memberSettings,
  newsPosts,
  origins,
  pageSections,
  playerStats,
  players,
  rounds,
  seasonEntries,
  seasons,
  standings,
  teams,
  themes,
  themeVods,
  vods,
} from '../src/db/schema/index.js';
import { apiClient, type EndpointOptions, factories, loginAs } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Catalogue rows for the integration tests, inserted through drizzle. `world()` builds one small,
 * complete sport (league, seasons, rounds, teams, games, lives, VODs, standings, players, news, a
 * programme and a theme) with unique keys, so tests in one file can build several and never collide.
 * Times are around the harness clock, 2026-11-23T03:00:00Z (12:00 in Japan).
 */
let seq = 0;
const next = () => ++seq;
const tag = () => randomBytes(3).toString('hex');

/** `{ ja, ko, en }` from three names. */
export const names = (ja: string, ko: string, en: string): LocalizedText => ({ ja, ko, en });

export const at = (iso: string) => new Date(iso);

export function catalogueFixtures(db: Database) {
  const one = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;

  const f = {
    gameType: (v: Partial<typeof gameTypes.$inferInsert> = {}) => {
      const n = next();
      return one(
        db
          .insert(gameTypes)
          .values({
            key: `sport-${n}-${tag()}`,
            name: names(`競技${n}`, `종목${n}`, `Sport ${n}`),
            orderNo: n,
            ...v,
          })
          .returning(),
      );
    },

    league: (v: Partial<typeof leagues.$inferInsert> & { gameTypeId: number }) => {
      const n = next();
      return one(
        db
          .insert(leagues)
          .values({
            key: `league-${n}-${tag()}`,
            name: names(`東雲リーグ${n}`, `시노노메 리그${n}`, `Shinonome League ${n}`),
            shortName: names(`東雲${n}`, `시노노메${n}`, `SHL${n}`),
            description: names('架空のリーグ', '가상의 리그', 'A fictional league'),
            colors: ['#0b3d91', '#ffffff'],
            orderNo: n,
            ...v,
          })
          .returning(),
      );
    },

    season: (v: Partial<typeof seasons.$inferInsert> & { leagueId: number; year: number }) =>
      one(
        db
          .insert(seasons)
          .values({
            name: names(`${v.year}シーズン`, `${v.year} 시즌`, `${v.year} season`),
            startDate: `${v.year}-03-01`,
            endDate: `${v.year}-12-10`,
            ...v,
          })
          .returning(),
      ),

    competition: (v: Partial<typeof competitions.$inferInsert> & { seasonId: number }) =>
      one(
        db
          .insert(competitions)
          .values({ name: names('レギュラーシーズン', '정규 시즌', 'Regular season'), ...v })
          .returning(),
      ),

    round: (v: Partial<typeof rounds.$inferInsert> & { seasonId: number; orderNo: number }) =>
      one(
        db
          .insert(rounds)
          .values({
            name: names(`第${v.orderNo}節`, `${v.orderNo}라운드`, `Round ${v.orderNo}`),
            startDate: '2026-11-01',
            endDate: '2026-11-15',
            ...v,
          })
          .returning(),
      ),

    team: (v: Partial<typeof teams.$inferInsert> & { gameTypeId: number }) => {
      const n = next();
      return one(
        db
          .insert(teams)
          .values({
            name: names(`潮見ユナイテッド${n}`, `시오미 유나이티드${n}`, `Shiomi United ${n}`),
            shortName: names(`潮見${n}`, `시오미${n}`, `Shiomi${n}`),
            code: `T${String(n).padStart(2, '0')}`.slice(0, 3),
            city: names('潮見', '시오미', 'Shiomi'),
            venue: names('潮見スタジアム', '시오미 스타디움', 'Shiomi Stadium'),
            colors: ['#c8102e', '#ffffff'],
            founded: 1990 + (n % 30),
            ...v,
          })
          .returning(),
      );
    },

    entry: (seasonId: number, teamId: number) => db.insert(seasonEntries).values({ seasonId, teamId }),

    game: (
      v: Partial<typeof games.$inferInsert> & {
        gameTypeId: number;
        leagueId: number;
        seasonId: number;
        beginAt: Date;
      },
    ) => one(db.insert(games).values(v).returning()),

    live: (v: Partial<typeof lives.$inferInsert> & { beginAt: Date }) =>
      one(
        db
          .insert(lives)
          .values({
            title: names('ライブ中継', '라이브 중계', 'Live coverage'),
            endAt: new Date(v.beginAt.getTime() + 2 * 60 * 60 * 1000),
            ...v,
          })
          .returning(),
      ),

    vod: (v: Partial<typeof vods.$inferInsert> = {}) => {
      const n = next();
      return one(
        db
          .insert(vods)
          .values({
            kind: 'highlight',
            title: names(`ハイライト${n}`, `하이라이트${n}`, `Highlights ${n}`),
            duration: 300 + n,
            publishedAt: at('2026-11-20T00:00:00Z'),
            ...v,
          })
          .returning(),
      );
    },

    origin: (v: Partial<typeof origins.$inferInsert> = {}) => {
      const n = next();
      return one(
        db
          .insert(origins)
          .values({
            title: names(`週刊フットボール${n}`, `주간 풋볼${n}`, `Football Weekly ${n}`),
            description: names('毎週の振り返り', '매주 돌아보기', 'The week in review'),
            colors: ['#1b998b', '#fffd82'],
            orderNo: n,
            ...v,
          })
          .returning(),
      );
    },

    theme: (v: Partial<typeof themes.$inferInsert> = {}) => {
      const n = next();
      return one(
        db
          .insert(themes)
          .values({
            title: names(`名勝負${n}`, `명승부${n}`, `Classic games ${n}`),
            description: names('忘れられない試合', '잊을 수 없는 경기', 'Unforgettable games'),
            colors: ['#2e294e', '#f1e9da'],
            orderNo: n,
            ...v,
          })
          .returning(),
      );
    },

    themeVod: (themeId: number, vodId: number, orderNo: number) =>
      db.insert(themeVods).values({ themeId, vodId, orderNo }),

    news: (v: Partial<typeof newsPosts.$inferInsert> = {}) => {
      const n = next();
      return one(
        db
          .insert(newsPosts)
          .values({
            title: names(`ニュース${n}`, `뉴스${n}`, `News ${n}`),
            summary: names(`要約${n}`, `요약${n}`, `Summary ${n}`),
            body: names(`本文${n}\n二行目`, `본문${n}`, `Body ${n}\nline two`),
            publishedAt: new Date(Date.UTC(2026, 10, 1) + n * 60_000),
            ...v,
          })
          .returning(),
      );
    },

    section: (
      v: Partial<typeof pageSections.$inferInsert> & {
        page: 'home' | 'intro';
        kind: string;
        orderNo: number;
      },
    ) =>
      one(
        db
          .insert(pageSections)
          .values({ keyName: `${v.kind}-${next()}`, ...v })
          .returning(),
      ),

    /** The member's score setting, as PUT /score/on stores it. */
    scoreOn: (userId: number, scoreOn: boolean) =>
      db
        .insert(memberSettings)
        .values({ userId, scoreOn })
        .onConflictDoUpdate({ target: memberSettings.userId, set: { scoreOn } }),

    /** One complete sport around the harness clock; answers every id a test asserts on. */
    async world(options: { isTeam?: boolean } = {}) {
      const type = await f.gameType({ isTeam: options.isTeam ?? true });
      const league = await f.league({ gameTypeId: type.id });
      const past = await f.season({ leagueId: league.id, year: 2025 });
      const season = await f.season({ leagueId: league.id, year: 2026, isCurrent: true });
      const stage = await f.competition({ seasonId: season.id });
      const r1 = await f.round({ seasonId: season.id, competitionId: stage.id, orderNo: 1 });
      const r2 = await f.round({
        seasonId: season.id,
        competitionId: stage.id,
        orderNo: 2,
        startDate: '2026-11-16',
        endDate: '2026-11-30',
      });
      const [a, b, c, d] = [
        await f.team({ gameTypeId: type.id }),
        await f.team({ gameTypeId: type.id }),
        await f.team({ gameTypeId: type.id }),
        await f.team({ gameTypeId: type.id }),
      ] as const;
      for (const t of [a, b, c, d]) await f.entry(season.id, t.id);
      const base = { gameTypeId: type.id, leagueId: league.id, seasonId: season.id, competitionId: stage.id };
      const finished = await f.game({
        ...base,
        roundId: r1.id,
        homeTeamId: a.id,
        awayTeamId: b.id,
        beginAt: at('2026-11-10T10:00:00Z'),
        status: 2,
        homeScore: 2,
        awayScore: 1,
      });
      const draw = await f.game({
        ...base,
        roundId: r1.id,
        homeTeamId: c.id,
        awayTeamId: d.id,
        beginAt: at('2026-11-11T10:00:00Z'),
        status: 2,
        homeScore: 0,
        awayScore: 0,
      });
      const inPlay = await f.game({
        ...base,
        roundId: r2.id,
        homeTeamId: a.id,
        awayTeamId: c.id,
        beginAt: at('2026-11-23T02:00:00Z'),
        status: 1,
        homeScore: 1,
        awayScore: 0,
      });
      const laterToday = await f.game({
        ...base,
        roundId: r2.id,
        homeTeamId: b.id,
        awayTeamId: d.id,
        beginAt: at('2026-11-23T09:00:00Z'),
      });
      const nextWeek = await f.game({
        ...base,
        roundId: r2.id,
        homeTeamId: c.id,
        awayTeamId: a.id,
        beginAt: at('2026-11-29T05:00:00Z'),
      });
      const onAir = await f.live({
        gameId: inPlay.id,
        status: 1,
        beginAt: inPlay.beginAt,
        free: true,
        viewers: 1200,
      });
      const upcoming = await f.live({ gameId: laterToday.id, status: 0, beginAt: laterToday.beginAt });
      const ended = await f.live({ gameId: finished.id, status: 2, beginAt: finished.beginAt });
      const vodBase = { leagueId: league.id, gameTypeId: type.id };
      const highlight = await f.vod({
        ...vodBase,
        gameId: finished.id,
        views: 900,
        likes: 40,
        publishedAt: at('2026-11-10T13:00:00Z'),
      });
      const full = await f.vod({
        ...vodBase,
        gameId: finished.id,
        kind: 'full',
        duration: 6300,
        views: 300,
        likes: 5,
        publishedAt: at('2026-11-10T14:00:00Z'),
      });
      const drawHighlight = await f.vod({
        ...vodBase,
        gameId: draw.id,
        views: 500,
        likes: 80,
        free: true,
        publishedAt: at('2026-11-11T13:00:00Z'),
      });
      const newsVod = await f.vod({
        ...vodBase,
        kind: 'news',
        views: 50,
        publishedAt: at('2026-11-22T00:00:00Z'),
      });
      const origin = await f.origin({ gameTypeId: type.id });
      const episodes = [
        await f.vod({
          originId: origin.id,
          kind: 'origin',
          gameTypeId: type.id,
          publishedAt: at('2026-11-01T00:00:00Z'),
        }),
        await f.vod({
          originId: origin.id,
          kind: 'origin',
          gameTypeId: type.id,
          publishedAt: at('2026-11-08T00:00:00Z'),
        }),
        await f.vod({
          originId: origin.id,
          kind: 'origin',
          gameTypeId: type.id,
          publishedAt: at('2026-11-15T00:00:00Z'),
        }),
      ];
      const theme = await f.theme();
      await f.themeVod(theme.id, drawHighlight.id, 1);
      await f.themeVod(theme.id, highlight.id, 2);
      const table = [
        { team: a, rank: 1, won: 1, drawn: 0, lost: 0, scoreFor: 2, scoreAgainst: 1, points: 3, form: 'W' },
        { team: c, rank: 2, won: 0, drawn: 1, lost: 0, scoreFor: 0, scoreAgainst: 0, points: 1, form: 'D' },
        { team: d, rank: 3, won: 0, drawn: 1, lost: 0, scoreFor: 0, scoreAgainst: 0, points: 1, form: 'D' },
        { team: b, rank: 4, won: 0, drawn: 0, lost: 1, scoreFor: 1, scoreAgainst: 2, points: 0, form: 'L' },
      ];
      await db
        .insert(standings)
        .values(
          table.map(({ team, ...row }) => ({ ...row, seasonId: season.id, teamId: team.id, played: 1 })),
        );
      const squad = [];
      for (const [i, t] of [a, b, c, d].entries()) {
        for (let k = 1; k <= 2; k++) {
          const n = next();
          const [player] = await db
            .insert(players)
            .values({
              teamId: t.id,
              name: names(`選手${n}`, `선수${n}`, `Player ${n}`),
              number: k * 7,
              position: names('FW', 'FW', 'Forward'),
            })
            .returning();
          squad.push(player!);
          await db
            .insert(playerStats)
            .values({ seasonId: season.id, playerId: player!.id, stats: { goals: i * 2 + k, assists: k } });
        }
      }
      const posts = [
        await f.news({ gameTypeId: type.id, leagueId: league.id, teamId: a.id }),
        await f.news({ gameTypeId: type.id, leagueId: league.id }),
        await f.news({ gameTypeId: type.id, leagueId: league.id, teamId: b.id }),
      ];
      return {
        type,
        league,
        seasons: { past, current: season },
        stage,
        rounds: [r1, r2] as const,
        teams: [a, b, c, d] as const,
        games: { finished, draw, inPlay, laterToday, nextWeek },
        lives: { onAir, upcoming, ended },
        vods: { highlight, full, drawHighlight, newsVod },
        origin,
        episodes,
        theme,
        squad,
        posts,
      };
    },
  };
  return f;
}

export type World = Awaited<ReturnType<ReturnType<typeof catalogueFixtures>['world']>>;

/**
 * Counts the SQL statements the app sends: wraps the driver clients' `query` (PGlite, or the pg pool
 * and the pool of the prepared reads) that drizzle calls for every statement. `reset()` before a
 * request, `count` after it.
 */
export function queryCounter(db: Database) {
  type Query = (...args: unknown[]) => Promise<unknown>;
  const clientOf = (d: unknown) => (d as { $client: { query: Query } }).$client;
  const clients = [...new Set([clientOf(db), clientOf(preparedReadsOf(db))])];
  const originals = clients.map((client) => client.query);
  let count = 0;
  for (const [k, client] of clients.entries()) {
    client.query = function (this: unknown, ...args: unknown[]) {
      count++;
      return originals[k]!.apply(client, args);
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      for (const [k, client] of clients.entries()) client.query = originals[k]!;
    },
  };
}

/** A fresh member, logged in: the id and the session cookie. */
export async function loggedInMember(app: FastifyInstance, db: Database) {
  const member = await factories(db).member();
  return { id: member.id, cookie: await loginAs(app, member.email!) };
}

export type Member = Awaited<ReturnType<typeof loggedInMember>>;

export interface CatalogueSuite {
  t: TestApp;
  api: ReturnType<typeof apiClient>;
  c: ReturnType<typeof catalogueFixtures>;
  /** A sport with leagues, seasons, teams, games, VODs and news; `other` a second one. */
  w: World;
  other: World;
  me: Member;
  /** A member who hides scores. */
  hider: Member;
}

/** Who calls (default: the suite's member; null: logged out) and in which language (default: en). */
export interface Caller {
  who?: { cookie: string } | null;
  lang?: Locale;
}

/**
 * The set-up the catalogue call tests share, registered as the file's first beforeAll/afterAll: an app
 * on a fresh database, two worlds, a member and a member who hides scores (filled before the file's own
 * beforeAll runs), and the calls by name of the endpoint table — `get` (any answer), `data` (a 200's
 * data, typed), `expectError` — and by path, for what the table's types refuse: `getAt`, `dataAt`,
 * `expectErrorAt`.
 */
export function catalogueSuite() {
  const s = {} as CatalogueSuite;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.api = apiClient(s.t.app);
    s.c = catalogueFixtures(s.t.database.db);
    s.w = await s.c.world();
    s.other = await s.c.world();
    s.me = await loggedInMember(s.t.app, s.t.database.db);
    s.hider = await loggedInMember(s.t.app, s.t.database.db);
    await s.c.scoreOn(s.hider.id, false);
  });
  afterAll(() => s.t?.close());

  const options = ({ who, lang }: Caller) => ({
    cookie: (who === undefined ? s.me : who)?.cookie ?? null,
    headers: { 'accept-language': lang ?? 'en' },
  });
  const get = <N extends EndpointName>(name: N, ...[input]: EndpointArgs<N, Caller>) => {
    const { who, lang, ...rest } = (input ?? {}) as Caller;
    const args = [{ ...rest, ...options({ who, lang }) }] as unknown as EndpointArgs<N, EndpointOptions>;
    return s.api.endpoint(name, ...args);
  };
  const data = async <N extends EndpointName>(name: N, ...args: EndpointArgs<N, Caller>) => {
    const res = await get(name, ...args);
    expect(res.statusCode, `${name} ${res.body}`).toBe(200);
    return res.data;
  };
  const expectError = async <N extends EndpointName>(
    name: N,
    input: EndpointInput<N> & Caller,
    status: number,
    code: string,
  ) => {
    const res = await get(name, ...([input] as EndpointArgs<N, Caller>));
    expect(res.statusCode, `${name} ${JSON.stringify(input)} ${res.body}`).toBe(status);
    expect(res.json().code).toBe(code);
  };

  const getAt = (url: string, who: { cookie: string } | null = s.me, lang = 'en') =>
    s.api.get(url, { cookie: who?.cookie ?? null, headers: { 'accept-language': lang } });
  const dataAt = async (url: string, who: { cookie: string } | null = s.me, lang = 'en') => {
    const res = await getAt(url, who, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const expectErrorAt = async (url: string, status: number, code: string) => {
    const res = await getAt(url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(status);
    expect(res.json().code).toBe(code);
  };
  return { s, get, data, expectError, getAt, dataAt, expectErrorAt };
}

const SCORE_KEYS = new Set(['homeScore', 'awayScore', 'scoreFor', 'scoreAgainst', 'scoreDiff']);

/** Every score value and every `scoreHidden` flag anywhere in an answer. */
export function scoresIn(value: unknown): { scores: unknown[]; hidden: boolean[] } {
  const scores: unknown[] = [];
  const hidden: boolean[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (SCORE_KEYS.has(key)) scores.push(child);
        else if (key === 'scoreHidden') hidden.push(child as boolean);
        else walk(child);
      }
    }
  };
  walk(value);
  return { scores, hidden };
}
