import { z } from 'zod';
import { isoDateTime } from './common.js';

/**
 * The items of the catalogue answers (catalogue.ts): sports, leagues, teams, seasons, rounds, matches,
 * lives, VODs, programmes, themes, news, standings and players. Names are already in the member's
 * language; there are no image files: the web draws emblems and thumbnails from `colors`.
 */

/** Sizes of the catalogue screens. */
export const CATALOGUE_LIMITS = {
  /** Items of a home rail (live now, today, VOD rails, origins, themes, news) unless its section says. */
  homeRailItems: 12,
  /** Most items one home section may ask for. */
  homeRailMax: 30,
  /** The VOD chart (ranking by views) holds this many places, LIMITS.searchChartPageItems per page. */
  chartPlaces: 40,
  /** Episodes shown per programme on /origin/home/web. */
  originEpisodes: 8,
  /** Next games and latest results of a league home. */
  leagueHomeGames: 6,
  /** Standing rows on a league home ("top of the table"). */
  leagueHomeStandings: 6,
  leagueHomeVods: 8,
  leagueHomeNews: 4,
  /** Teams answered by /search/teams and lives by /search/lives. */
  searchTeams: 20,
  searchLives: 30,
  /** Rails of the search screen without a keyword (likes, news VODs). */
  searchRail: 8,
  /** Related news below a post. */
  relatedNews: 4,
  /** "Popular" counts views of VODs published in the last this many days. */
  popularDays: 30,
} as const;

/** VOD kinds: highlight, full replay, clip, original programme episode, news. */
export const VOD_KINDS = ['highlight', 'full', 'clip', 'origin', 'news'] as const;
export const vodKindSchema = z.enum(VOD_KINDS);
export type VodKind = z.infer<typeof vodKindSchema>;

/** Database ids are PostgreSQL integers: anything else is a 400, not a 500. */
export const catalogueIdSchema = z.coerce.number<number>().int().positive().max(2_147_483_647);
/** A game type or league named by its URL key (`football`) or its id (`1`). */
export const catalogueRefSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const colorsSchema = z.tuple([z.string(), z.string()]);
const int = () => z.number().int();

// ── Building blocks ──────────────────────────────────────────────────────────────────────────
export const gameTypeSchema = z.object({
  id: int(),
  /** URL key of /league/{type} and /schedule/{sub}. */
  key: z.string(),
  name: z.string(),
  /** False: events without two teams (e.g. motorsport); match items then carry `title`. */
  isTeam: z.boolean(),
  isUseSeasonName: z.boolean(),
});
export type GameType = z.infer<typeof gameTypeSchema>;

export const leagueRefSchema = z.object({
  id: int(),
  key: z.string(),
  gameTypeId: int(),
  name: z.string(),
  shortName: z.string(),
  colors: colorsSchema,
});
export type LeagueRef = z.infer<typeof leagueRefSchema>;

export const teamRefSchema = z.object({
  id: int(),
  name: z.string(),
  shortName: z.string(),
  /** Three letters for scoreboards. */
  code: z.string(),
  colors: colorsSchema,
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const seasonSchema = z.object({
  id: int(),
  leagueId: int(),
  year: int(),
  name: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

export const competitionSchema = z.object({ id: int(), seasonId: int(), name: z.string(), orderNo: int() });
export type Competition = z.infer<typeof competitionSchema>;

export const roundSchema = z.object({
  id: int(),
  seasonId: int(),
  competitionId: int().nullable(),
  name: z.string(),
  orderNo: int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Round = z.infer<typeof roundSchema>;

/**
 * Score fields. When the member turned scores off (GET/PUT /score/on), every score is null and
 * `scoreHidden` is true — in every list, detail and search answer (the rule is `scoreView` of schedule.ts).
 */
const scoreFields = {
  homeScore: int().nullable(),
  awayScore: int().nullable(),
  scoreHidden: z.boolean(),
};

export const liveSchema = z.object({
  id: int(),
  gameId: int().nullable(),
  channelId: int().nullable(),
  title: z.string(),
  /** LIVE_STATUS of live-status.ts: 0 before, 1 on air, 2 ended, 3 cancelled. */
  status: int(),
  /** Spec §3 broadcast types: 100 live, 200 main, 300 rebroadcast, 400 recorded. */
  broadcastType: int(),
  beginAt: isoDateTime,
  endAt: isoDateTime,
  free: z.boolean(),
  viewers: int(),
});
export type Live = z.infer<typeof liveSchema>;

/** Spec §3 match item: beginDate, type, typeId, category, leagueName, seasonName, roundName. */
export const matchSchema = z.object({
  id: int(),
  beginDate: isoDateTime,
  /** GAME_STATUS of schedule.ts: 0 scheduled, 1 in play, 2 finished, 3 postponed, 4 cancelled. */
  status: int(),
  /** Game type key. */
  type: z.string(),
  typeId: int(),
  /** Game type name. */
  category: z.string(),
  isTeam: z.boolean(),
  leagueId: int(),
  leagueKey: z.string(),
  leagueName: z.string(),
  leagueShortName: z.string(),
  leagueColors: colorsSchema,
  seasonId: int(),
  seasonName: z.string(),
  seasonYear: int(),
  roundId: int().nullable(),
  roundName: z.string().nullable(),
  competitionId: int().nullable(),
  competitionName: z.string().nullable(),
  /** Event title of games without teams; null for team games. */
  title: z.string().nullable(),
  venue: z.string().nullable(),
  home: teamRefSchema.nullable(),
  away: teamRefSchema.nullable(),
  ...scoreFields,
});
export type Match = z.infer<typeof matchSchema>;

/** A match in a list: with its lives and how many VODs it has. */
export const matchItemSchema = matchSchema.extend({ lives: z.array(liveSchema), vodCount: int() });
export type MatchItem = z.infer<typeof matchItemSchema>;

/** A live with its game (null for a channel broadcast without one). */
export const liveItemSchema = liveSchema.extend({ game: matchSchema.nullable() });
export type LiveItem = z.infer<typeof liveItemSchema>;

export const vodItemSchema = z.object({
  id: int(),
  kind: vodKindSchema,
  title: z.string(),
  /** Seconds. */
  duration: int(),
  free: z.boolean(),
  views: int(),
  likes: int(),
  publishedAt: isoDateTime,
  gameTypeId: int().nullable(),
  leagueId: int().nullable(),
  leagueName: z.string().nullable(),
  originId: int().nullable(),
  originTitle: z.string().nullable(),
  /** Thumbnail colours: the programme's, else the home team's, else the league's. */
  colors: colorsSchema,
  game: z
    .object({
      id: int(),
      beginDate: isoDateTime,
      status: int(),
      home: teamRefSchema.nullable(),
      away: teamRefSchema.nullable(),
      ...scoreFields,
    })
    .nullable(),
});
export type VodItem = z.infer<typeof vodItemSchema>;

export const originSchema = z.object({
  id: int(),
  gameTypeId: int().nullable(),
  title: z.string(),
  description: z.string(),
  colors: colorsSchema,
  episodeCount: int(),
  latestPublishedAt: isoDateTime.nullable(),
});
export type Origin = z.infer<typeof originSchema>;

export const themeSchema = z.object({
  id: int(),
  title: z.string(),
  description: z.string(),
  colors: colorsSchema,
  vodCount: int(),
});
export type Theme = z.infer<typeof themeSchema>;

export const newsSummarySchema = z.object({
  id: int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: isoDateTime,
  gameTypeId: int().nullable(),
  league: leagueRefSchema.nullable(),
  team: teamRefSchema.nullable(),
  /**
   * The post tells a match result and the member hides scores: title and summary are a neutral text
   * naming the league, `team` is null (a report is filed under its winner) and a detail's body is empty.
   */
  resultHidden: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const standingRowSchema = z.object({
  rank: int(),
  team: teamRefSchema,
  played: int(),
  won: int(),
  drawn: int(),
  lost: int(),
  points: int(),
  /** Last five results, newest last: W, D, L. */
  form: z.string(),
  /** Goals/runs/points for and against: null when scores are hidden. */
  scoreFor: int().nullable(),
  scoreAgainst: int().nullable(),
  scoreDiff: int().nullable(),
  scoreHidden: z.boolean(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const playerRowSchema = z.object({
  id: int(),
  name: z.string(),
  number: int().nullable(),
  position: z.string().nullable(),
  team: teamRefSchema,
  /** Season statistics keyed per sport (goals, assists, avg …); empty without any. */
  stats: z.record(z.string(), z.number()),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;
