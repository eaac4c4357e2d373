import {
  CATALOGUE_LIMITS,
  type EntryTeam,
  type LeagueHome,
  type LeagueInfo,
  type LeagueSummary,
  type Locale,
  type RoundDetail,
  type SeasonDetail,
  tokyoDateString,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import {
  createPresenter,
  groupBy,
  type Presenter,
  presenterFor,
  toMatchItems,
  type Viewer,
} from './catalogue.present.js';
import type { CatalogueRepo, GameTypeRow, LeagueRow, SeasonRow } from './catalogue.repo.js';
import type { LeagueRepo } from './league.repo.js';
import type { NewsRepo } from './news.repo.js';
import type { VodRepo } from './vod.repo.js';

export interface LeagueServiceDeps {
  catalogue: CatalogueRepo;
  leagues: LeagueRepo;
  vods: Pick<VodRepo, 'byLeague'>;
  news: Pick<NewsRepo, 'list'>;
  clock: Clock;
}

/** In-play games count as "next" for this long after their start. */
const IN_PLAY_WINDOW_MS = 6 * 60 * 60 * 1000;

export const leagueNotFound = () => new AppError('LEAGUE_NOT_FOUND', 'This league does not exist.');
export const seasonNotFound = () => new AppError('SEASON_NOT_FOUND', 'This season does not exist.');

/** Leagues, seasons, rounds and entries (spec §7 "Content", the /league/{type} screen). */
export function createLeagueService({ catalogue, leagues, vods, news, clock }: LeagueServiceDeps) {
  async function league(id: number): Promise<LeagueRow> {
    const row = await catalogue.league(id);
    if (!row) throw leagueNotFound();
    return row;
  }

  async function gameType(ref: string): Promise<GameTypeRow> {
    const row = await catalogue.gameTypeByRef(ref);
    if (!row) throw new AppError('GAME_TYPE_NOT_FOUND', 'This sport does not exist.');
    return row;
  }

  const summary = (p: Presenter, row: LeagueRow, current: SeasonRow | undefined): LeagueSummary => ({
    ...p.league(row),
    description: p.textOrNull(row.description),
    currentSeason: current ? p.season(current) : null,
  });

  async function summaries(p: Presenter, rows: LeagueRow[]): Promise<LeagueSummary[]> {
    const current = new Map(
      (await catalogue.currentSeasons(rows.map((l) => l.id))).map((s) => [s.leagueId, s]),
    );
    return rows.map((row) => summary(p, row, current.get(row.id)));
  }

  /** `{type}` of /home/league: a game type (id or key), or a league key (then that league is shown). */
  async function resolveLeagueHome(ref: string, leagueId: number | undefined) {
    let type = await catalogue.gameTypeByRef(ref);
    let chosen = leagueId;
    if (!type) {
      const byKey = /^\d+$/.test(ref) ? undefined : await catalogue.leagueByKey(ref);
      if (!byKey) throw new AppError('GAME_TYPE_NOT_FOUND', 'This sport does not exist.');
      type = await catalogue.gameType(byKey.gameTypeId);
      if (!type) throw new AppError('GAME_TYPE_NOT_FOUND', 'This sport does not exist.');
      chosen ??= byKey.id;
    }
    const ofType = await catalogue.leaguesOfType(type.id);
    const selected = chosen === undefined ? ofType[0] : ofType.find((l) => l.id === chosen);
    if (!selected) throw leagueNotFound();
    return { type, ofType, selected };
  }

  return {
    /** GET /league/{type}: the leagues of a sport with their current seasons. */
    async leaguesOfType(ref: string, locale: Locale) {
      const p = createPresenter(locale, true);
      const type = await gameType(ref);
      const rows = await catalogue.leaguesOfType(type.id);
      return { gameType: p.gameType(type), leagues: await summaries(p, rows) };
    },

    /** GET /league/sort: every league in menu order. */
    async leagueSort(locale: Locale) {
      const p = createPresenter(locale, true);
      return (await catalogue.allLeagues()).map((row) => ({
        ...p.league(row),
        gameTypeKey: row.gameTypeKey,
        gameTypeName: p.text(row.gameTypeName),
      }));
    },

    /** GET /game/league/{leagueId}. */
    async leagueInfo(id: number, locale: Locale): Promise<LeagueInfo> {
      const p = createPresenter(locale, true);
      const row = await league(id);
      const [type, [current], years] = await Promise.all([
        catalogue.gameType(row.gameTypeId),
        catalogue.currentSeasons([row.id]),
        leagues.years(row.id),
      ]);
      if (!type) throw leagueNotFound();
      return {
        ...summary(p, row, current),
        gameType: p.gameType(type),
        years: years.map((y) => y.year),
        teamCount: current ? await leagues.teamCount(current.id) : 0,
      };
    },

    /** GET /year/{leagueId}: newest first. */
    async years(leagueId: number) {
      await league(leagueId);
      return (await leagues.years(leagueId)).map((y) => ({ year: y.year, isCurrent: Boolean(y.isCurrent) }));
    },

    /** GET /season/{leagueId}[/{year}]: seasons with their competitions and rounds. */
    async seasons(leagueId: number, year: number | undefined, locale: Locale): Promise<SeasonDetail[]> {
      const p = createPresenter(locale, true);
      await league(leagueId);
      const rows =
        year === undefined
          ? await catalogue.seasonsOf(leagueId)
          : await leagues.seasonsOfYear(leagueId, year);
      if (year !== undefined && rows.length === 0) throw seasonNotFound();
      const ids = rows.map((s) => s.id);
      const [roundRows, competitionRows] = await Promise.all([
        leagues.roundsOfSeasons(ids),
        leagues.competitionsOfSeasons(ids),
      ]);
      const roundsBySeason = groupBy(roundRows, (r) => r.seasonId);
      const competitionsBySeason = groupBy(competitionRows, (c) => c.seasonId);
      return rows.map((s) => ({
        ...p.season(s),
        competitions: (competitionsBySeason.get(s.id) ?? []).map(p.competition),
        rounds: (roundsBySeason.get(s.id) ?? []).map(p.round),
      }));
    },

    /** GET /entry/{seasonId}: the teams of a season. */
    async entry(seasonId: number, locale: Locale) {
      const p = createPresenter(locale, true);
      const season = await catalogue.season(seasonId);
      if (!season) throw seasonNotFound();
      const [row, teams] = await Promise.all([league(season.leagueId), leagues.entries(seasonId)]);
      return {
        league: p.league(row),
        season: p.season(season),
        teams: teams.map(
          (t): EntryTeam => ({
            ...p.team(t),
            city: p.textOrNull(t.city),
            venue: p.textOrNull(t.venue),
            founded: t.founded,
            playerCount: t.playerCount,
          }),
        ),
      };
    },

    /** GET /round/{id}: a round with its games and results. */
    async round(id: number, viewer: Viewer): Promise<RoundDetail> {
      const found = await leagues.round(id);
      if (!found) throw new AppError('ROUND_NOT_FOUND', 'This round does not exist.');
      const { round, competition } = found;
      const [p, season, order, gameRows] = await Promise.all([
        presenterFor(catalogue, viewer),
        catalogue.season(round.seasonId),
        leagues.roundOrder(round.seasonId),
        leagues.gamesOfRound(round.seasonId, round.id),
      ]);
      if (!season) throw seasonNotFound();
      const [leagueRow, games] = await Promise.all([
        league(season.leagueId),
        toMatchItems(gameRows, catalogue, p),
      ]);
      const at = order.findIndex((r) => r.id === round.id);
      return {
        round: p.round(round),
        competition: competition ? p.competition(competition) : null,
        season: p.season(season),
        league: p.league(leagueRow),
        prevRoundId: order[at - 1]?.id ?? null,
        nextRoundId: order[at + 1]?.id ?? null,
        games,
        scoreHidden: p.scoreHidden,
      };
    },

    /** GET /home/league/{type}: a league's home — next games, results, table top, VODs, news. */
    async leagueHome(
      ref: string,
      query: { leagueId?: number | undefined; seasonId?: number | undefined },
      viewer: Viewer,
    ): Promise<LeagueHome> {
      const { type, ofType, selected } = await resolveLeagueHome(ref, query.leagueId);
      const [p, [current], picked] = await Promise.all([
        presenterFor(catalogue, viewer),
        catalogue.currentSeasons([selected.id]),
        query.seasonId === undefined ? undefined : catalogue.season(query.seasonId),
      ]);
      if (query.seasonId !== undefined && picked?.leagueId !== selected.id) throw seasonNotFound();
      const season = picked ?? current;
      const now = clock.now();
      const n = CATALOGUE_LIMITS;
      const [round, next, results, table, vodPage, newsPage] = await Promise.all([
        season ? leagues.currentRound(season.id, tokyoDateString(now)) : undefined,
        season
          ? leagues.nextGames(
              selected.id,
              season.id,
              new Date(now.getTime() - IN_PLAY_WINDOW_MS),
              n.leagueHomeGames,
            )
          : [],
        season ? leagues.latestResults(selected.id, season.id, now, n.leagueHomeGames) : [],
        season ? leagues.standings(season.id, n.leagueHomeStandings) : [],
        vods.byLeague(selected.id, undefined, { offset: 0, limit: n.leagueHomeVods }),
        news.list({ leagueId: selected.id }, { offset: 0, limit: n.leagueHomeNews }),
      ]);
      // the two game lists complete their lives and VOD counts together
      const items = await toMatchItems([...next, ...results], catalogue, p);
      return {
        gameType: p.gameType(type),
        leagues: ofType.map(p.league),
        league: summary(p, selected, current),
        season: season ? p.season(season) : null,
        currentRound: round ? p.round(round) : null,
        nextGames: items.slice(0, next.length),
        latestResults: items.slice(next.length),
        standings: table.map(p.standing),
        vods: vodPage.rows.map(p.vod),
        news: newsPage.rows.map(p.news),
        scoreHidden: p.scoreHidden,
      };
    },
  };
}
