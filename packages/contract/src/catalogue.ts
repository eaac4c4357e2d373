import { z } from 'zod';
import {
  CATALOGUE_LIMITS,
  catalogueIdSchema,
  catalogueRefSchema,
  colorsSchema,
  competitionSchema,
  gameTypeSchema,
  leagueRefSchema,
  liveItemSchema,
  matchItemSchema,
  matchSchema,
  newsSummarySchema,
  originSchema,
  playerRowSchema,
  roundSchema,
  seasonSchema,
  standingRowSchema,
  teamRefSchema,
  themeSchema,
  vodItemSchema,
  vodKindSchema,
} from './catalogue-items.js';
import { envelope, pageOf, pageQuerySchema } from './common.js';
import { LIMITS } from './limits.js';
import { searchKeywordSchema } from './validation-schemas.js';

export * from './catalogue-items.js';

const int = () => z.number().int();
const optionalId = catalogueIdSchema.optional();

/**
 * The catalogue calls of spec §7 "Content": game types, leagues, seasons, rounds, entries, games, VOD,
 * original programmes, themes, home and intro sections, search and news. Every answer is `{ data }`.
 * Names are already in the member's language (Accept-Language or `?lang=`, Japanese fallback).
 * There are no image files: the web draws emblems and thumbnails from `colors` ([primary, secondary]).
 */

// ── Site: game types, top bar, intro (public) ─────────────────────────────────────────────────
export const gameTypeListResponse = envelope(z.array(gameTypeSchema));

export const topResponse = envelope(
  z.object({ gameTypes: z.array(gameTypeSchema.extend({ leagues: z.array(leagueRefSchema) })) }),
);
export type Top = z.infer<typeof topResponse>['data'];

/** Generated art of an item without an image: a gradient and a motif (football, tv …). */
export const artSchema = z.object({ colors: colorsSchema, motif: z.string().nullable() });
export type Art = z.infer<typeof artSchema>;

export const introItemSchema = z.object({
  /** Null: the web shows its default intro image (spec §9), or draws `art`. */
  imgUrl: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  /** Feature icon key (live, vod, tv …), device key (web, lg, samsung) or pass key (free, basic …). */
  icon: z.string().nullable(),
  key: z.string().nullable(),
  art: artSchema.nullable(),
  /** Pass items: monthly and annual price in yen. */
  price: int().nullable(),
  annualPrice: int().nullable(),
  /** League items: the league (title and art come from it). */
  leagueId: int().nullable(),
});
export type IntroItem = z.infer<typeof introItemSchema>;

export const introSectionSchema = z.object({
  keyName: z.string(),
  /** hero, features, leagues, devices, plans, faq … (the web picks a layout per kind). */
  kind: z.string(),
  title: z.string().nullable(),
  /** A call to action under the section (sign up …). */
  cta: z.object({ label: z.string(), link: z.string() }).nullable(),
  /** The section's other plain settings (faqCategory, limit, link …). */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  data: z.object({ list: z.array(introItemSchema) }),
});
export type IntroSection = z.infer<typeof introSectionSchema>;
export const introSectionsResponse = envelope(z.array(introSectionSchema));

// ── Home (/home/web) and programmes (/origin/home/web) ───────────────────────────────────────
const sectionBase = { id: int(), keyName: z.string(), title: z.string().nullable() };
export const HOME_SECTION_KINDS = [
  'live_now',
  'today',
  'vod_latest',
  'vod_popular',
  'vod_league',
  'origins',
  'themes',
  'news',
  'banner',
  'ad',
] as const;
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

export const bannerSchema = z.object({
  imgUrl: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  link: z.string().nullable(),
  /** What to draw when there is no image. */
  art: artSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const homeSectionSchema = z.discriminatedUnion('kind', [
  z.object({ ...sectionBase, kind: z.literal('live_now'), lives: z.array(liveItemSchema) }),
  z.object({ ...sectionBase, kind: z.literal('today'), games: z.array(matchItemSchema) }),
  z.object({ ...sectionBase, kind: z.literal('vod_latest'), vods: z.array(vodItemSchema) }),
  z.object({ ...sectionBase, kind: z.literal('vod_popular'), vods: z.array(vodItemSchema) }),
  z.object({
    ...sectionBase,
    kind: z.literal('vod_league'),
    league: leagueRefSchema.nullable(),
    vods: z.array(vodItemSchema),
  }),
  z.object({ ...sectionBase, kind: z.literal('origins'), origins: z.array(originSchema) }),
  z.object({ ...sectionBase, kind: z.literal('themes'), themes: z.array(themeSchema) }),
  z.object({ ...sectionBase, kind: z.literal('news'), posts: z.array(newsSummarySchema) }),
  /** A carousel of editorial banners in a slot (home_top, campaign …). */
  z.object({ ...sectionBase, kind: z.literal('banner'), slot: z.string(), banners: z.array(bannerSchema) }),
  /** An ad slot (main, vod): the web fetches the ad from the ad server URL it is given (spec §7). */
  z.object({ ...sectionBase, kind: z.literal('ad'), slot: z.string() }),
]);
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const homeResponse = envelope(
  z.object({ scoreHidden: z.boolean(), sections: z.array(homeSectionSchema) }),
);
export type Home = z.infer<typeof homeResponse>['data'];

export const originHomeItemSchema = originSchema.extend({ episodes: z.array(vodItemSchema) });
export type OriginHomeItem = z.infer<typeof originHomeItemSchema>;
export const originHomeResponse = envelope(z.array(originHomeItemSchema));

// ── Leagues, seasons, rounds, entries ───────────────────────────────────────────────────────
export const typeParamSchema = z.object({ type: catalogueRefSchema });
export const leagueIdParamSchema = z.object({ leagueId: catalogueIdSchema });
export const seasonYearParamSchema = z.object({
  leagueId: catalogueIdSchema,
  year: z.coerce.number<number>().int().min(1900).max(2200),
});
export const catalogueIdParamSchema = z.object({ id: catalogueIdSchema });

export const leagueSummarySchema = leagueRefSchema.extend({
  description: z.string().nullable(),
  currentSeason: seasonSchema.nullable(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const leaguesOfTypeResponse = envelope(
  z.object({ gameType: gameTypeSchema, leagues: z.array(leagueSummarySchema) }),
);

export const leagueMenuItemSchema = leagueRefSchema.extend({
  gameTypeKey: z.string(),
  gameTypeName: z.string(),
});
export const leagueSortResponse = envelope(z.array(leagueMenuItemSchema));

export const leagueInfoSchema = leagueSummarySchema.extend({
  gameType: gameTypeSchema,
  years: z.array(int()),
  teamCount: int(),
});
export type LeagueInfo = z.infer<typeof leagueInfoSchema>;
export const leagueInfoResponse = envelope(leagueInfoSchema);

/** `/home/league/{type}`: `leagueId` picks a league of the sport (default the first), `seasonId` a season. */
export const leagueHomeQuerySchema = z.object({ leagueId: optionalId, seasonId: optionalId });
export const leagueHomeResponse = envelope(
  z.object({
    gameType: gameTypeSchema,
    leagues: z.array(leagueRefSchema),
    league: leagueSummarySchema,
    season: seasonSchema.nullable(),
    currentRound: roundSchema.nullable(),
    nextGames: z.array(matchItemSchema),
    latestResults: z.array(matchItemSchema),
    standings: z.array(standingRowSchema),
    vods: z.array(vodItemSchema),
    news: z.array(newsSummarySchema),
    scoreHidden: z.boolean(),
  }),
);
export type LeagueHome = z.infer<typeof leagueHomeResponse>['data'];

export const yearListResponse = envelope(z.array(z.object({ year: int(), isCurrent: z.boolean() })));

export const seasonDetailSchema = seasonSchema.extend({
  competitions: z.array(competitionSchema),
  rounds: z.array(roundSchema),
});
export type SeasonDetail = z.infer<typeof seasonDetailSchema>;
export const seasonListResponse = envelope(z.array(seasonDetailSchema));

export const entryTeamSchema = teamRefSchema.extend({
  city: z.string().nullable(),
  venue: z.string().nullable(),
  founded: int().nullable(),
  playerCount: int(),
});
export type EntryTeam = z.infer<typeof entryTeamSchema>;
/** `/entry/{seasonId}`: the teams of a season. A team's players: `/news/playerlist?teamId=`. */
export const entryResponse = envelope(
  z.object({ league: leagueRefSchema, season: seasonSchema, teams: z.array(entryTeamSchema) }),
);

export const roundDetailResponse = envelope(
  z.object({
    round: roundSchema,
    competition: competitionSchema.nullable(),
    season: seasonSchema,
    league: leagueRefSchema,
    prevRoundId: int().nullable(),
    nextRoundId: int().nullable(),
    games: z.array(matchItemSchema),
    scoreHidden: z.boolean(),
  }),
);
export type RoundDetail = z.infer<typeof roundDetailResponse>['data'];

// ── VOD lists ────────────────────────────────────────────────────────────────────────────────
const vodPageQuery = pageQuerySchema.extend({ kind: vodKindSchema.optional() });

export const gameVodQuerySchema = vodPageQuery.extend({ gameId: catalogueIdSchema });
export const gameVodResponse = envelope(pageOf(vodItemSchema).extend({ game: matchSchema }));

/** Related VODs of a game (same teams first, then the league), or of a VOD (its game or programme). */
export const vodRelationQuerySchema = z
  .object({
    gameId: optionalId,
    vodId: optionalId,
    pageItem: z.coerce.number<number>().int().min(1).max(50).catch(10).default(10),
  })
  .refine((q) => q.gameId !== undefined || q.vodId !== undefined, {
    message: 'required',
    path: ['gameId'],
  });
export const vodListResponse = envelope(z.array(vodItemSchema));

export const vodChartQuerySchema = z.object({
  pageNo: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(CATALOGUE_LIMITS.chartPlaces / LIMITS.searchChartPageItems)
    .catch(1)
    .default(1),
  gameTypeId: optionalId,
});
export const vodChartItemSchema = vodItemSchema.extend({ rank: int() });
export const vodChartResponse = envelope(pageOf(vodChartItemSchema));

export const vodPopularQuerySchema = vodPageQuery.extend({ gameTypeId: optionalId });
export const vodPageResponse = envelope(pageOf(vodItemSchema));

export const leagueVodQuerySchema = vodPageQuery.extend({ leagueId: catalogueIdSchema });
export const leagueVodResponse = envelope(pageOf(vodItemSchema).extend({ league: leagueRefSchema }));

export const gameTypeVodQuerySchema = vodPageQuery.extend({ gameType: catalogueRefSchema });
export const gameTypeVodResponse = envelope(pageOf(vodItemSchema).extend({ gameType: gameTypeSchema }));

export const originListResponse = envelope(pageOf(vodItemSchema).extend({ origin: originSchema }));
export const themeListResponse = envelope(pageOf(vodItemSchema).extend({ theme: themeSchema }));

// ── Search ───────────────────────────────────────────────────────────────────────────────────
/** 1–30 characters after trimming (spec §5); matched in Japanese, Korean and English names. */
export const searchQuerySchema = z.object({ keyword: searchKeywordSchema });
export const searchTeamSchema = teamRefSchema.extend({
  gameTypeId: int(),
  gameTypeName: z.string(),
  /** The league of the team's current season, if any. */
  league: leagueRefSchema.nullable(),
});
export type SearchTeam = z.infer<typeof searchTeamSchema>;
export const searchTeamsResponse = envelope(z.array(searchTeamSchema));

export const SEARCH_VOD_SORTS = ['latest', 'views', 'likes'] as const;
export const searchVodQuerySchema = pageQuerySchema.extend({
  keyword: searchKeywordSchema,
  kind: vodKindSchema.optional(),
  sort: z.enum(SEARCH_VOD_SORTS).catch('latest').default('latest'),
});

export const searchLivesResponse = envelope(z.object({ count: int(), list: z.array(liveItemSchema) }));

/** The search screen before a keyword: most liked VODs, news VODs and today's lives. */
export const searchHomeResponse = envelope(
  z.object({
    /** Today in Japan, YYYY-MM-DD. */
    date: z.string(),
    vodLikes: z.array(vodItemSchema),
    vodNews: z.array(vodItemSchema),
    todayLives: z.array(liveItemSchema),
  }),
);
export type SearchHome = z.infer<typeof searchHomeResponse>['data'];

// ── News, standings, players ─────────────────────────────────────────────────────────────────
export const newsListQuerySchema = pageQuerySchema.extend({
  leagueId: optionalId,
  teamId: optionalId,
  gameTypeId: optionalId,
});
export const newsListResponse = envelope(pageOf(newsSummarySchema));

export const newsDetailSchema = newsSummarySchema.extend({
  /** Empty when `resultHidden`. */
  body: z.string(),
  prevId: int().nullable(),
  nextId: int().nullable(),
  related: z.array(newsSummarySchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export const newsDetailResponse = envelope(newsDetailSchema);

const leagueOrSeason = (q: { leagueId?: number | undefined; seasonId?: number | undefined }) =>
  q.leagueId !== undefined || q.seasonId !== undefined;

/** Full standings of a season: `seasonId`, or `leagueId` for its current (else latest) season. */
export const standingListQuerySchema = z
  .object({ leagueId: optionalId, seasonId: optionalId })
  .refine(leagueOrSeason, { message: 'required', path: ['leagueId'] });
export const standingListResponse = envelope(
  z.object({
    league: leagueRefSchema,
    season: seasonSchema,
    /** Every season of the league, newest first (for a season picker). */
    seasons: z.array(seasonSchema),
    standings: z.array(standingRowSchema),
    scoreHidden: z.boolean(),
  }),
);
export type StandingList = z.infer<typeof standingListResponse>['data'];

/** Players of a league's season or of one team, sorted by a statistic (`sort=goals`) or by team and number. */
export const playerListQuerySchema = pageQuerySchema
  .extend({
    leagueId: optionalId,
    teamId: optionalId,
    seasonId: optionalId,
    sort: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/)
      .optional(),
    order: z.enum(['desc', 'asc']).catch('desc').default('desc'),
  })
  .refine((q) => q.leagueId !== undefined || q.teamId !== undefined || q.seasonId !== undefined, {
    message: 'required',
    path: ['leagueId'],
  });
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;
export const playerListResponse = envelope(
  pageOf(playerRowSchema).extend({
    league: leagueRefSchema,
    season: seasonSchema,
    team: teamRefSchema.nullable(),
    /** The statistics present in this season, for the sort control. */
    sortKeys: z.array(z.string()),
    sort: z.string().nullable(),
  }),
);
export type PlayerList = z.infer<typeof playerListResponse>['data'];
