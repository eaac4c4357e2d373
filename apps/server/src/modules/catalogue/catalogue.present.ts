import {
  type Competition,
  type GameType,
  type LeagueRef,
  type Live,
  type LiveItem,
  type Locale,
  type Match,
  type MatchItem,
  type NewsSummary,
  type Page,
  type PageQuery,
  type Round,
  type Season,
  type StandingRow,
  scoreView,
  type TeamRef,
  type VodItem,
} from '@kickoff/contract';
import type { competitions, LocalizedText, rounds, standings } from '../../db/schema/index.js';
import { localize } from '../../shared/locale.js';
import type { LiveRow, MatchRow, VodRow } from './catalogue.queries.js';
import type { CatalogueRepo, GameTypeRow, SeasonRow } from './catalogue.repo.js';

/** Thumbnail colours of an item that has no programme, team or league of its own. */
export const DEFAULT_COLORS: [string, string] = ['#14213d', '#fca311'];

type TeamCols = {
  id: number;
  name: LocalizedText;
  shortName: LocalizedText;
  code: string;
  colors: [string, string];
};
type LeagueCols = {
  id: number;
  key: string;
  gameTypeId: number;
  name: LocalizedText;
  shortName: LocalizedText;
  colors: [string, string];
};
export type NewsRowLike = {
  id: number;
  title: LocalizedText;
  summary: LocalizedText;
  revealsResult: boolean;
  publishedAt: Date;
  gameTypeId: number | null;
  league: LeagueCols | null;
  team: TeamCols | null;
};
type StandingCols = typeof standings.$inferSelect & { team: TeamCols };

/**
 * What a member who hides scores reads instead of a post that tells a result: a title naming the
 * league (never the team: a match report is filed under its winner) and a summary saying why.
 */
const HIDDEN_NEWS = {
  title: { ja: '試合結果', ko: '경기 결과', en: 'Match result' },
  titleOf: {
    ja: (league: string) => `${league}：試合結果`,
    ko: (league: string) => `${league}: 경기 결과`,
    en: (league: string) => `${league}: match result`,
  },
  summary: {
    ja: 'スコア非表示の設定中のため、結果を含む内容を隠しています。',
    ko: '스코어 숨김 설정 중이므로 결과가 포함된 내용을 숨기고 있습니다.',
    en: 'Scores are hidden in your settings, so the content that tells the result is hidden.',
  },
} as const;

/**
 * Turns rows into the contract's items in one language and under one score setting. Every answer of
 * the catalogue goes through one presenter, so a member who hides scores sees no score anywhere: each
 * score passes through `scoreView` (schedule.ts), the one score rule of the API.
 */
export function createPresenter(locale: Locale, scoreOn: boolean) {
  const t = (text: LocalizedText) => localize(text, locale);
  const tn = (text: LocalizedText | null | undefined) => (text ? localize(text, locale) : null);

  const team = (row: TeamCols): TeamRef => ({
    id: row.id,
    name: t(row.name),
    shortName: t(row.shortName),
    code: row.code,
    colors: row.colors,
  });

  /** A left-joined team: drizzle types its fields as nullable and answers null when there is none. */
  const teamOrNull = (row: { [K in keyof TeamCols]: TeamCols[K] | null } | null): TeamRef | null =>
    row && row.id !== null ? team(row as TeamCols) : null;

  const live = (row: LiveRow): Live => ({
    id: row.id,
    gameId: row.gameId,
    channelId: row.channelId,
    title: t(row.title),
    status: row.status,
    broadcastType: row.broadcastType,
    beginAt: row.beginAt.toISOString(),
    endAt: row.endAt.toISOString(),
    free: row.free,
    viewers: row.viewers,
  });

  const match = (row: MatchRow): Match => ({
    id: row.id,
    beginDate: row.beginAt.toISOString(),
    status: row.status,
    type: row.gameTypeKey,
    typeId: row.gameTypeId,
    category: t(row.gameTypeName),
    isTeam: row.isTeam,
    leagueId: row.leagueId,
    leagueKey: row.leagueKey,
    leagueName: t(row.leagueName),
    leagueShortName: t(row.leagueShortName),
    leagueColors: row.leagueColors,
    seasonId: row.seasonId,
    seasonName: t(row.seasonName),
    seasonYear: row.seasonYear,
    roundId: row.roundId,
    roundName: tn(row.roundName),
    competitionId: row.competitionId,
    competitionName: tn(row.competitionName),
    title: tn(row.title),
    venue: tn(row.venue),
    home: teamOrNull(row.home),
    away: teamOrNull(row.away),
    ...scoreView(row.homeScore, row.awayScore, scoreOn),
  });

  return {
    locale,
    scoreHidden: !scoreOn,
    text: t,
    textOrNull: tn,
    team,
    live,
    match,

    gameType: (row: GameTypeRow): GameType => ({
      id: row.id,
      key: row.key,
      name: t(row.name),
      isTeam: row.isTeam,
      isUseSeasonName: row.isUseSeasonName,
    }),

    league: (row: LeagueCols): LeagueRef => ({
      id: row.id,
      key: row.key,
      gameTypeId: row.gameTypeId,
      name: t(row.name),
      shortName: t(row.shortName),
      colors: row.colors,
    }),

    season: (row: SeasonRow): Season => ({
      id: row.id,
      leagueId: row.leagueId,
      year: row.year,
      name: t(row.name),
      startDate: row.startDate,
      endDate: row.endDate,
      isCurrent: row.isCurrent,
    }),

    round: (row: typeof rounds.$inferSelect): Round => ({
      id: row.id,
      seasonId: row.seasonId,
      competitionId: row.competitionId,
      name: t(row.name),
      orderNo: row.orderNo,
      startDate: row.startDate,
      endDate: row.endDate,
    }),

    competition: (row: typeof competitions.$inferSelect): Competition => ({
      id: row.id,
      seasonId: row.seasonId,
      name: t(row.name),
      orderNo: row.orderNo,
    }),

    matchItem: (row: MatchRow, lives: LiveRow[], vodCount: number): MatchItem => ({
      ...match(row),
      lives: lives.map(live),
      vodCount,
    }),

    liveItem: (row: LiveRow, game: MatchRow | undefined): LiveItem => ({
      ...live(row),
      game: game ? match(game) : null,
    }),

    vod: (row: VodRow): VodItem => ({
      id: row.id,
      kind: row.kind,
      title: t(row.title),
      duration: row.duration,
      free: row.free,
      views: row.views,
      likes: row.likes,
      publishedAt: row.publishedAt.toISOString(),
      gameTypeId: row.gameTypeId === null ? null : Number(row.gameTypeId),
      leagueId: row.leagueId,
      leagueName: tn(row.leagueName),
      originId: row.originId,
      originTitle: tn(row.originTitle),
      colors: row.originColors ?? teamOrNull(row.home)?.colors ?? row.leagueColors ?? DEFAULT_COLORS,
      game:
        row.gameId !== null && row.gameBeginAt !== null && row.gameStatus !== null
          ? {
              id: row.gameId,
              beginDate: row.gameBeginAt.toISOString(),
              status: row.gameStatus,
              home: teamOrNull(row.home),
              away: teamOrNull(row.away),
              ...scoreView(row.homeScore, row.awayScore, scoreOn),
            }
          : null,
    }),

    news: (row: NewsRowLike): NewsSummary => {
      const league = row.league
        ? {
            id: row.league.id,
            key: row.league.key,
            gameTypeId: row.league.gameTypeId,
            name: t(row.league.name),
            shortName: t(row.league.shortName),
            colors: row.league.colors,
          }
        : null;
      const common = {
        id: row.id,
        publishedAt: row.publishedAt.toISOString(),
        gameTypeId: row.gameTypeId,
        league,
      };
      if (row.revealsResult && !scoreOn) {
        return {
          ...common,
          title: league ? HIDDEN_NEWS.titleOf[locale](league.name) : HIDDEN_NEWS.title[locale],
          summary: HIDDEN_NEWS.summary[locale],
          team: null,
          resultHidden: true,
        };
      }
      return {
        ...common,
        title: t(row.title),
        summary: t(row.summary),
        team: row.team ? team(row.team) : null,
        resultHidden: false,
      };
    },

    /** The body of a post: empty when its result is hidden (`news` says resultHidden). */
    newsBody: (row: { body: LocalizedText; revealsResult: boolean }): string =>
      row.revealsResult && !scoreOn ? '' : t(row.body),

    standing: (row: StandingCols): StandingRow => {
      const scores = scoreView(row.scoreFor, row.scoreAgainst, scoreOn);
      return {
        rank: row.rank,
        team: team(row.team),
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        points: row.points,
        form: row.form,
        scoreFor: scores.homeScore,
        scoreAgainst: scores.awayScore,
        scoreDiff: scores.scoreHidden ? null : row.scoreFor - row.scoreAgainst,
        scoreHidden: scores.scoreHidden,
      };
    },
  };
}

export type Presenter = ReturnType<typeof createPresenter>;

/**
 * Match items for a list of games: their lives and VOD counts come in one query each, whatever the
 * number of games (never a query per game).
 */
export async function toMatchItems(
  rows: MatchRow[],
  repo: Pick<CatalogueRepo, 'livesOfGames' | 'vodCounts'>,
  present: Presenter,
): Promise<MatchItem[]> {
  const ids = rows.map((r) => r.id);
  const [liveRows, vodCounts] = await Promise.all([repo.livesOfGames(ids), repo.vodCounts(ids)]);
  const livesByGame = groupBy(liveRows, (l) => l.gameId);
  return rows.map((row) => present.matchItem(row, livesByGame.get(row.id) ?? [], vodCounts.get(row.id) ?? 0));
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Who is asking: the member (for the score setting) and the language of the answer. */
export interface Viewer {
  userId: number;
  locale: Locale;
}

/** The presenter of a member's answer: in their language, under their score setting. */
export async function presenterFor(repo: Pick<CatalogueRepo, 'scoreOn'>, viewer: Viewer): Promise<Presenter> {
  return createPresenter(viewer.locale, await repo.scoreOn(viewer.userId));
}

/** A page of a list (the contract's `pageOf`): `totalPage` is at least 1. */
export function page<T>(list: T[], total: number, { pageNo, pageItem }: PageQuery): Page<T> {
  return { list, total, totalPage: Math.max(1, Math.ceil(total / pageItem)), pageNo, pageItem };
}
