import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  channels,
  games,
  gameTypes,
  type LocalizedText,
  leagues,
  lives,
  memberAlerts,
  popups,
  programs,
  pushSubscriptions,
  reservations,
  rounds,
  seasons,
  teams,
  vods,
} from '../src/db/schema/index.js';

/**
 * Rows of the schedule, EPG, favourites, reservations and popups for tests (the demo seeder is separate).
 * Every call makes fresh rows with unique keys, so test files and tests never collide.
 */
let seq = 0;
const next = () => ++seq;
const tag = () => randomBytes(3).toString('hex');
const text = (base: string): LocalizedText => ({ ja: `${base}（日本語）`, ko: `${base} (ko)`, en: base });
const MINUTE = 60 * 1000;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** A game type with its league, current season, a round and its teams. */
export interface Sport {
  gameType: typeof gameTypes.$inferSelect;
  league: typeof leagues.$inferSelect;
  season: typeof seasons.$inferSelect;
  round: typeof rounds.$inferSelect;
  teams: (typeof teams.$inferSelect)[];
}

export function scheduleFixtures(db: Database) {
  const f = {
    async gameType(overrides: Insert<typeof gameTypes> = {}) {
      const n = next();
      const [row] = await db
        .insert(gameTypes)
        .values({ key: `sport-${n}-${tag()}`, name: text(`Sport ${n}`), orderNo: n, ...overrides })
        .returning();
      return row!;
    },

    /** A game type with a chosen id (spec §4 filters game type 2); the id sequence is moved past it. */
    async gameTypeWithId(id: number, overrides: Insert<typeof gameTypes> = {}) {
      const row = await f.gameType({ id, ...overrides });
      await db.execute(
        sql`select setval(pg_get_serial_sequence('game_types', 'id'), (select max(id) from game_types))`,
      );
      return row;
    },

    async league(overrides: Insert<typeof leagues> & { gameTypeId: number }) {
      const n = next();
      const [row] = await db
        .insert(leagues)
        .values({
          key: `league-${n}-${tag()}`,
          name: text(`League ${n}`),
          shortName: text(`L${n}`),
          colors: ['#123456', '#abcdef'],
          orderNo: n,
          ...overrides,
        })
        .returning();
      return row!;
    },

    async season(overrides: Insert<typeof seasons> & { leagueId: number }) {
      const [row] = await db
        .insert(seasons)
        .values({
          year: 2026,
          name: text('2026 Season'),
          startDate: '2026-03-01',
          endDate: '2026-12-20',
          isCurrent: true,
          ...overrides,
        })
        .returning();
      return row!;
    },

    async round(overrides: Insert<typeof rounds> & { seasonId: number }) {
      const n = next();
      const [row] = await db
        .insert(rounds)
        .values({
          name: text(`Round ${n}`),
          orderNo: n,
          startDate: '2026-11-20',
          endDate: '2026-11-26',
          ...overrides,
        })
        .returning();
      return row!;
    },

    async team(overrides: Insert<typeof teams> & { gameTypeId: number }) {
      const n = next();
      const [row] = await db
        .insert(teams)
        .values({
          name: text(`Team ${n}`),
          shortName: text(`T${n}`),
          code: `T${String(n).padStart(2, '0')}`.slice(-3),
          colors: ['#ff0000', '#ffffff'],
          ...overrides,
        })
        .returning();
      return row!;
    },

    /** A game type with a league, a current season, a round and `teamCount` teams. */
    async sport(options: { gameTypeId?: number; isTeam?: boolean; teamCount?: number } = {}): Promise<Sport> {
      const gameType =
        options.gameTypeId !== undefined
          ? await f.gameTypeWithId(options.gameTypeId, { isTeam: options.isTeam ?? true })
          : await f.gameType({ isTeam: options.isTeam ?? true });
      const league = await f.league({ gameTypeId: gameType.id });
      const season = await f.season({ leagueId: league.id });
      const round = await f.round({ seasonId: season.id });
      const teamList = [];
      for (let i = 0; i < (options.teamCount ?? 2); i++)
        teamList.push(await f.team({ gameTypeId: gameType.id }));
      return { gameType, league, season, round, teams: teamList };
    },

    async game(sport: Sport, overrides: Insert<typeof games> & { beginAt: Date }) {
      const [home, away] = sport.teams;
      const [row] = await db
        .insert(games)
        .values({
          gameTypeId: sport.gameType.id,
          leagueId: sport.league.id,
          seasonId: sport.season.id,
          roundId: sport.round.id,
          homeTeamId: home?.id ?? null,
          awayTeamId: away?.id ?? null,
          title: home ? null : text(`Grand Prix ${next()}`),
          ...overrides,
        })
        .returning();
      return row!;
    },

    async live(overrides: Insert<typeof lives> & { beginAt: Date }) {
      const n = next();
      const [row] = await db
        .insert(lives)
        .values({
          title: text(`Live ${n}`),
          endAt: new Date(overrides.beginAt.getTime() + 120 * MINUTE),
          ...overrides,
        })
        .returning();
      return row!;
    },

    async vod(overrides: Insert<typeof vods> & { gameId: number }) {
      const n = next();
      const [row] = await db
        .insert(vods)
        .values({
          kind: 'highlight',
          title: text(`Highlights ${n}`),
          duration: 300,
          publishedAt: new Date('2026-11-20T00:00:00Z'),
          ...overrides,
        })
        .returning();
      return row!;
    },

    async channel(overrides: Insert<typeof channels> = {}) {
      const n = next();
      const [row] = await db
        .insert(channels)
        .values({
          name: text(`Channel ${n}`),
          type: 'sports',
          colors: ['#000000', '#ffcc00'],
          orderNo: n,
          ...overrides,
        })
        .returning();
      return row!;
    },

    async program(
      overrides: Insert<typeof programs> & { channelId: number; startTime: Date; minutes?: number },
    ) {
      const { minutes = 60, ...values } = overrides;
      const n = next();
      const [row] = await db
        .insert(programs)
        .values({
          title: text(`Programme ${n}`),
          endTime: new Date(values.startTime.getTime() + minutes * MINUTE),
          duration: minutes,
          ...values,
        })
        .returning();
      return row!;
    },

    async popup(overrides: Insert<typeof popups> = {}) {
      const n = next();
      const [row] = await db
        .insert(popups)
        .values({
          kind: 2,
          days: 1,
          title: text(`Notice popup ${n}`),
          content: text(`Body ${n}`),
          paths: ['/'],
          startAt: new Date('2026-11-01T00:00:00Z'),
          endAt: new Date('2026-12-31T00:00:00Z'),
          ...overrides,
        })
        .returning();
      return row!;
    },

    async reservation(values: { userId: number; type: 'team' | 'league' | 'live'; destId: number }) {
      const [row] = await db.insert(reservations).values(values).returning();
      return row!;
    },

    async alert(values: { userId: number; liveId: number; createdAt?: Date; readAt?: Date | null }) {
      const [row] = await db
        .insert(memberAlerts)
        .values({ title: text(`Alert ${next()}`), ...values })
        .returning();
      return row!;
    },

    /** A subscription row as a browser would create it, with the browser's keys to read what it receives. */
    async pushSubscription(userId: number, endpoint: string) {
      const browser = browserKeys();
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: browser.p256dh, auth: browser.auth })
        .returning();
      return { row: row!, browser };
    },
  };
  return f;
}

/** A browser's push keys: its P-256 key pair and 16-byte auth secret (what PushSubscription.toJSON gives). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

export const minutes = (n: number) => n * MINUTE;
