import {
  CATALOGUE_LIMITS,
  type Locale,
  type NewsDetail,
  type NewsSummary,
  type Page,
  type PageQuery,
  type PlayerList,
  type PlayerListQuery,
  type StandingList,
} from '@kickoff/contract';
import { AppError } from '../../shared/app-error.js';
import { createPresenter, page, presenterFor, type Viewer } from './catalogue.present.js';
import { pagingOf } from './catalogue.queries.js';
import type { CatalogueRepo, SeasonRow } from './catalogue.repo.js';
import type { LeagueRepo } from './league.repo.js';
import { leagueNotFound, seasonNotFound } from './league.service.js';
import type { NewsFilter, NewsRepo } from './news.repo.js';

export interface NewsServiceDeps {
  catalogue: CatalogueRepo;
  leagues: Pick<LeagueRepo, 'standings'>;
  news: NewsRepo;
}

/** News posts, full standings and player lists (the /news screens: post, standinglist, playerlist). */
export function createNewsService({ catalogue, leagues, news }: NewsServiceDeps) {
  /** The season asked for: `seasonId`, else the league's current (or latest) season. */
  async function seasonOf(query: { leagueId?: number | undefined; seasonId?: number | undefined }) {
    if (query.seasonId !== undefined) {
      const season = await catalogue.season(query.seasonId);
      if (!season || (query.leagueId !== undefined && season.leagueId !== query.leagueId))
        throw seasonNotFound();
      return season;
    }
    if (query.leagueId === undefined) throw seasonNotFound();
    const [season] = await catalogue.currentSeasons([query.leagueId]);
    if (!season) {
      if (!(await catalogue.league(query.leagueId))) throw leagueNotFound();
      throw seasonNotFound();
    }
    return season;
  }

  return {
    /**
     * GET /news/post: newest first, optionally of one league, team or sport. Posts that tell a result
     * are neutral for a member who hides scores (the presenter's `news`).
     */
    async list(filter: NewsFilter, query: PageQuery, viewer: Viewer): Promise<Page<NewsSummary>> {
      const [p, { rows, total }] = await Promise.all([
        presenterFor(catalogue, viewer),
        news.list(filter, pagingOf(query)),
      ]);
      return page(rows.map(p.news), total, query);
    },

    /** GET /news/post/{id}: the post, its neighbours and related posts (under the score setting). */
    async post(id: number, viewer: Viewer): Promise<NewsDetail> {
      const [p, row] = await Promise.all([presenterFor(catalogue, viewer), news.post(id)]);
      if (!row) throw new AppError('NEWS_NOT_FOUND', 'This news post does not exist.');
      const [neighbours, related] = await Promise.all([
        news.neighbours(row),
        news.related(row, CATALOGUE_LIMITS.relatedNews),
      ]);
      return { ...p.news(row), body: p.newsBody(row), ...neighbours, related: related.map(p.news) };
    },

    /** GET /news/standinglist: the full table of a season. */
    async standings(
      query: { leagueId?: number | undefined; seasonId?: number | undefined },
      viewer: Viewer,
    ): Promise<StandingList> {
      const season = await seasonOf(query);
      const [p, league, seasons, rows] = await Promise.all([
        presenterFor(catalogue, viewer),
        catalogue.league(season.leagueId),
        catalogue.seasonsOf(season.leagueId),
        leagues.standings(season.id),
      ]);
      if (!league) throw leagueNotFound();
      return {
        league: p.league(league),
        season: p.season(season),
        seasons: seasons.map(p.season),
        standings: rows.map(p.standing),
        scoreHidden: p.scoreHidden,
      };
    },

    /** GET /news/playerlist: players of a league's season or of a team, sortable by a statistic. */
    async players(query: PlayerListQuery, locale: Locale): Promise<PlayerList> {
      const p = createPresenter(locale, true);
      let season: SeasonRow;
      let team: Awaited<ReturnType<NewsRepo['team']>>;
      if (query.teamId !== undefined) {
        team = await news.team(query.teamId);
        if (!team) throw new AppError('TEAM_NOT_FOUND', 'This team does not exist.');
        if (query.seasonId === undefined && query.leagueId === undefined) {
          const found = await news.seasonOfTeam(team.id);
          if (!found) throw seasonNotFound();
          season = found;
        } else season = await seasonOf(query);
      } else season = await seasonOf(query);
      const [league, sortKeys, { rows, total }] = await Promise.all([
        catalogue.league(season.leagueId),
        news.statKeys(season.id),
        news.players(
          { seasonId: season.id, teamId: team?.id, sort: query.sort, order: query.order },
          pagingOf(query),
        ),
      ]);
      if (!league) throw leagueNotFound();
      const list = rows.map((r) => ({
        id: r.id,
        name: p.text(r.name),
        number: r.number,
        position: p.textOrNull(r.position),
        team: p.team(r.team),
        stats: r.stats ?? {},
      }));
      return {
        ...page(list, total, query),
        league: p.league(league),
        season: p.season(season),
        team: team ? p.team(team) : null,
        sortKeys,
        sort: query.sort ?? null,
      };
    },
  };
}
