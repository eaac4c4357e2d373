import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account.js';
import type { LocalizedText } from './help.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const localized = (name: string) => jsonb(name).$type<LocalizedText>();

// ── Sports structure: game types, leagues, seasons, rounds, competitions ──────────────────

/** Spec §3 game type: a sport or discipline. `isTeam` false = events without two teams (e.g. motorsport). */
export const gameTypes = pgTable('game_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: localized('name').notNull(),
  isTeam: boolean('is_team').notNull().default(true),
  isUseSeasonName: boolean('is_use_season_name').notNull().default(false),
  orderNo: integer('order_no').notNull().default(0),
});

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    /** URL key of /league/{type}. */
    key: text('key').notNull().unique(),
    name: localized('name').notNull(),
    shortName: localized('short_name').notNull(),
    description: localized('description'),
    /** Brand colours for generated art: [primary, secondary]. */
    colors: jsonb('colors').$type<[string, string]>().notNull(),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [index('leagues_game_type_idx').on(t.gameTypeId, t.orderNo)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    year: integer('year').notNull(),
    name: localized('name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [index('seasons_league_idx').on(t.leagueId, t.year)],
);

/** A stage of a season (regular season, play-offs, cup); rounds and games may belong to one. */
export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id),
  name: localized('name').notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    competitionId: integer('competition_id').references(() => competitions.id),
    name: localized('name').notNull(),
    orderNo: integer('order_no').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [index('rounds_season_idx').on(t.seasonId, t.orderNo)],
);

// ── Entries: teams and players ─────────────────────────────────────────────────────────────

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    name: localized('name').notNull(),
    shortName: localized('short_name').notNull(),
    /** Three letters for scoreboards. */
    code: text('code').notNull(),
    city: localized('city'),
    venue: localized('venue'),
    colors: jsonb('colors').$type<[string, string]>().notNull(),
    founded: integer('founded'),
  },
  (t) => [index('teams_game_type_idx').on(t.gameTypeId)],
);

/** Which teams play in a season (the league's entry list). */
export const seasonEntries = pgTable(
  'season_entries',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.teamId] }), index('season_entries_team_idx').on(t.teamId)],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    name: localized('name').notNull(),
    number: integer('number'),
    position: localized('position'),
    birthDate: text('birth_date'),
  },
  (t) => [index('players_team_idx').on(t.teamId)],
);

/** Season statistics of a player (goals, assists, batting average …), keyed per sport. */
export const playerStats = pgTable(
  'player_stats',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    stats: jsonb('stats').$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.playerId] })],
);

/** The table of a season, recomputed from the results whenever a game ends. */
export const standings = pgTable(
  'standings',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    rank: integer('rank').notNull(),
    played: integer('played').notNull(),
    won: integer('won').notNull(),
    drawn: integer('drawn').notNull(),
    lost: integer('lost').notNull(),
    scoreFor: integer('score_for').notNull(),
    scoreAgainst: integer('score_against').notNull(),
    points: integer('points').notNull(),
    /** Last five results, newest last: W, D, L. */
    form: text('form').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.teamId] }),
    index('standings_rank_idx').on(t.seasonId, t.rank),
  ],
);

// ── Games, lives, VOD ──────────────────────────────────────────────────────────────────────

/** Game status: 0 scheduled, 1 in play, 2 finished, 3 postponed, 4 cancelled. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    roundId: integer('round_id').references(() => rounds.id),
    competitionId: integer('competition_id').references(() => competitions.id),
    /** Null for events without two teams (game types with isTeam false). */
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    /** Event title for games without teams ("第5戦 潮見サーキット"). */
    title: localized('title'),
    venue: localized('venue'),
    beginAt: ts('begin_at').notNull(),
    status: smallint('status').notNull().default(0),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** Period/inning/quarter details for the detail view. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('games_begin_idx').on(t.beginAt),
    index('games_league_begin_idx').on(t.leagueId, t.beginAt),
    index('games_type_begin_idx').on(t.gameTypeId, t.beginAt),
    // these two INCLUDE (id) since migration 0016: a team's game ids read from the index alone
    index('games_home_begin_idx').on(t.homeTeamId, t.beginAt),
    index('games_away_begin_idx').on(t.awayTeamId, t.beginAt),
    index('games_season_round_idx').on(t.seasonId, t.roundId),
    index('games_season_begin_idx').on(t.seasonId, t.beginAt),
  ],
);

/** Live status: 0 before, 1 on air, 2 ended, 3 cancelled. Broadcast types of spec §3 (100…400). */
export const lives = pgTable(
  'lives',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').references(() => games.id),
    channelId: integer('channel_id'),
    title: localized('title').notNull(),
    status: smallint('status').notNull().default(0),
    broadcastType: smallint('broadcast_type').notNull().default(100),
    beginAt: ts('begin_at').notNull(),
    endAt: ts('end_at').notNull(),
    free: boolean('free').notNull().default(false),
    /** Media asset the live packager plays. */
    videoId: text('video_id'),
    playUid: text('play_uid'),
    bypass: boolean('bypass').notNull().default(false),
    viewers: integer('viewers').notNull().default(0),
    /** Whether the live has a chat room (spec §8 "no chat for this content" when false). */
    chat: boolean('chat').notNull().default(true),
    /**
     * Its game's league and teams, copied by the database (migration 0017's triggers: on a live's
     * insert or change of game, on a game's change of league or teams) and never written by the app:
     * live search finds a team's or a league's lives through these indexes rather than reading the
     * game of every live not over (issue 13 point 7). Null without a game.
     */
    gameLeagueId: integer('game_league_id'),
    gameHomeTeamId: integer('game_home_team_id'),
    gameAwayTeamId: integer('game_away_team_id'),
  },
  (t) => [
    index('lives_game_idx').on(t.gameId),
    index('lives_begin_idx').on(t.beginAt),
    index('lives_status_idx').on(t.status, t.beginAt),
    index('lives_game_league_idx').on(t.gameLeagueId),
    index('lives_game_home_team_idx').on(t.gameHomeTeamId),
    index('lives_game_away_team_idx').on(t.gameAwayTeamId),
  ],
);

/** Original programmes (/program, /detail/origin) and curated themes (/detail/theme). */
export const origins = pgTable('origins', {
  id: serial('id').primaryKey(),
  gameTypeId: integer('game_type_id').references(() => gameTypes.id),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  colors: jsonb('colors').$type<[string, string]>().notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  colors: jsonb('colors').$type<[string, string]>().notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

/**
 * VOD kinds: highlight, full (full replay), clip, origin (an original programme episode), news.
 * Searched titles and names (vods, lives, teams, leagues, origins) also have, in SQL only (migration
 * 0020), a `search_text` column (generated: their texts lower-cased and joined) and a GIN index over its
 * grams; teams also `name_search_text` (0021: their names alone, which VOD and live search match), and
 * VODs `names_text` (0024: their teams', league's and programme's names, written by triggers) and lives
 * theirs (0026: their game's teams' and league's names), which their `search_text` holds after their titles. None is declared here: the app never selects or writes the
 * columns, and search.repo.ts names them in its conditions (`searchTextHolds`).
 */
export const vods = pgTable(
  'vods',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').references(() => games.id),
    leagueId: integer('league_id').references(() => leagues.id),
    gameTypeId: integer('game_type_id').references(() => gameTypes.id),
    originId: integer('origin_id').references(() => origins.id),
    kind: text('kind', { enum: ['highlight', 'full', 'clip', 'origin', 'news'] }).notNull(),
    title: localized('title').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    free: boolean('free').notNull().default(false),
    videoId: text('video_id'),
    /** The preview clip played to members without VOD scope. */
    clipId: text('clip_id'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    publishedAt: ts('published_at').notNull(),
    /**
     * Its game's league and teams, copied by the database (migration 0018's triggers, as 0017's for
     * lives) and never written by the app: VOD search finds a team's or a league's VODs through these
     * indexes rather than walking the team's games (issue 13 point 7). Null without a game.
     */
    gameLeagueId: integer('game_league_id'),
    gameHomeTeamId: integer('game_home_team_id'),
    gameAwayTeamId: integer('game_away_team_id'),
  },
  (t) => [
    index('vods_game_idx').on(t.gameId),
    index('vods_game_league_idx').on(t.gameLeagueId),
    index('vods_game_home_team_idx').on(t.gameHomeTeamId),
    index('vods_game_away_team_idx').on(t.gameAwayTeamId),
    index('vods_published_idx').on(t.publishedAt.desc()),
    // INCLUDE (kind) since migration 0027: a league's VODs counted from the index alone
    index('vods_league_published_idx').on(t.leagueId, t.publishedAt.desc(), t.id.desc().nullsFirst()),
    index('vods_type_published_idx').on(t.gameTypeId, t.publishedAt.desc()),
    index('vods_origin_idx').on(t.originId, t.publishedAt.desc()),
    index('vods_views_idx').on(t.views.desc()),
  ],
);

export const themeVods = pgTable(
  'theme_vods',
  {
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id),
    orderNo: integer('order_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.themeId, t.vodId] }),
    index('theme_vods_order_idx').on(t.themeId, t.orderNo),
  ],
);

// ── TV channels and the EPG ────────────────────────────────────────────────────────────────

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  /** sports, league, news … */
  type: text('type').notNull(),
  colors: jsonb('colors').$type<[string, string]>().notNull(),
  videoId: text('video_id'),
  orderNo: integer('order_no').notNull().default(0),
});

/** One EPG entry (spec §3 Program). Hidden ones are never answered. */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    title: localized('title').notNull(),
    description: localized('description'),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    broadcastType: smallint('broadcast_type').notNull().default(200),
    gameId: integer('game_id').references(() => games.id),
    active: boolean('active').notNull().default(true),
    isHide: boolean('is_hide').notNull().default(false),
  },
  (t) => [
    index('programs_channel_start_idx').on(t.channelId, t.startTime),
    index('programs_start_idx').on(t.startTime).where(sql`not ${t.isHide}`),
  ],
);

// ── Editorial: news, home and intro sections, banners, popups ─────────────────────────────

export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    gameTypeId: integer('game_type_id').references(() => gameTypes.id),
    leagueId: integer('league_id').references(() => leagues.id),
    teamId: integer('team_id').references(() => teams.id),
    title: localized('title').notNull(),
    summary: localized('summary').notNull(),
    body: localized('body').notNull(),
    /** Its title, summary or body tell a match result: hidden from members who hide scores. */
    revealsResult: boolean('reveals_result').notNull().default(false),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [
    index('news_published_idx').on(t.publishedAt.desc()),
    index('news_league_idx').on(t.leagueId, t.publishedAt.desc()),
  ],
);

/** Home (`/home/web`) and intro (`/introsection/web`) sections, in order; `config` says what fills them. */
export const pageSections = pgTable(
  'page_sections',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: ['home', 'intro'] }).notNull(),
    keyName: text('key_name').notNull(),
    kind: text('kind').notNull(),
    title: localized('title'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    orderNo: integer('order_no').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('page_sections_page_idx').on(t.page, t.orderNo)],
);

/** Layer popups of spec §2/§4: kind 1 image (two linked images), kind 2 notice. */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    kind: smallint('kind').notNull(),
    /** Hide choice offered: 1, 3 or 7 days; 0 = today only. */
    days: smallint('days').notNull().default(1),
    title: localized('title'),
    content: localized('content'),
    imgUrlTop: text('img_url_top'),
    imgUrlBottom: text('img_url_bottom'),
    link1: text('link1'),
    link1Id: text('link1_id'),
    link2: text('link2'),
    link2Id: text('link2_id'),
    /** Paths it shows on ('/', '/intro'). */
    paths: jsonb('paths').$type<string[]>().notNull().default(['/']),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    active: boolean('active').notNull().default(true),
    views: integer('views').notNull().default(0),
  },
  (t) => [index('popups_window_idx').on(t.startAt, t.endAt)],
);

// ── Per member: favourites, reservations, settings, push ──────────────────────────────────

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['team', 'league'] }).notNull(),
    destId: integer('dest_id').notNull(),
    orderNo: integer('order_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.destId] })],
);

/** Reservations (push alerts) for a team, a league or one live. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['team', 'league', 'live'] }).notNull(),
    destId: integer('dest_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_member_dest_key').on(t.userId, t.type, t.destId),
    index('reservations_dest_idx').on(t.type, t.destId),
  ],
);

export const memberSettings = pgTable('member_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  scoreOn: boolean('score_on').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** In-app alerts (a reserved match went live) for members without Web Push. */
export const memberAlerts = pgTable(
  'member_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    liveId: integer('live_id').references(() => lives.id),
    title: localized('title').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('member_alerts_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('member_alerts_once_key').on(t.userId, t.liveId),
  ],
);

// ── Cache invalidation ─────────────────────────────────────────────────────────────────────

/**
 * One row whose `version` goes up with every committed change to the catalogue tables the cached
 * answers read (triggers of migration 0004): an answer cached under version n is served only while
 * the version is still n. The triggers fire at commit (deferred), so the new version and the new rows
 * become visible together, and the row is locked only for the instant before a commit.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The stamps of a day's schedule (migration 0019): per Asia/Tokyo day, a generation that goes up with
 * every statement that inserts, changes or deletes a game beginning that day (both days when one
 * moves). A day without a row is at generation 0. A day's stamp is its generation and the epoch
 * (`dayEpoch`): a day's games read together with its stamp, in one statement, stay the day's games
 * while the stamp is unchanged (schedule/day-games.ts keeps them on that condition). Written by
 * triggers only.
 */
export const scheduleDays = pgTable('schedule_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /** The changes of the day (`scheduleDayChanges`) up to this generation are no longer kept (0022). */
  pruned: bigint('pruned', { mode: 'number' }).notNull().default(0),
});

/**
 * What moved a day's generation (migration 0022): per day and generation, the ids of the games the
 * statement wrote on that day (before or after: a game moved away is named by the day it left). An
 * instance keeping a day under generation g brings it up to date with the games named after g (read
 * again, or gone from the day) instead of reading the whole day (schedule/day-games.ts). A day keeps
 * its last 256 (`scheduleDays.pruned` says up to which generation they are gone).
 * Written by triggers only.
 */
export const scheduleDayChanges = pgTable(
  'schedule_day_changes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    gameIds: integer('game_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.generation] })],
);

/**
 * The same for the EPG (migration 0019): per Asia/Tokyo day, a generation that goes up with every
 * statement that inserts, changes or deletes a programme overlapping that day (every day it overlaps,
 * before and after). channels/epg-days.ts keeps a day's programmes while it holds.
 */
export const programDays = pgTable('program_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /** The changes of the day (`programDayChanges`) up to this generation are no longer kept (0023). */
  pruned: bigint('pruned', { mode: 'number' }).notNull().default(0),
});

/**
 * What moved a day's EPG generation (migration 0023), as `scheduleDayChanges` for the games: per day and
 * generation, the ids of the programmes the statement wrote overlapping that day (before or after).
 * channels/channel.service.ts brings a kept day up to date with them. A day keeps its last 256.
 */
export const programDayChanges = pgTable(
  'program_day_changes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    programIds: integer('program_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.generation] })],
);

/**
 * The one row of the epoch every day's stamp includes (see `scheduleDays`, `programDays`): up with every
 * statement writing the names a schedule or a VOD list shows (sports, leagues, seasons, rounds, teams,
 * and since 0025 programmes), and with emptying the games or the programmes. Schedules and VOD lists take
 * their names from a book kept per instance while it holds (shared/names-book.ts).
 */
export const dayEpoch = pgTable('day_epoch', {
  id: smallint('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
