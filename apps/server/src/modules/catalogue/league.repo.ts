import { GAME_STATUS } from '@kickoff/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepared, slot } from '../../db/prepared.js';
import {
  competitions,
  games,
  players,
  rounds,
  seasonEntries,
  seasons,
  standings,
  teams,
} from '../../db/schema/index.js';
import { type MatchRow, selectMatches, teamRefColumns } from './catalogue.queries.js';

export type RoundRow = typeof rounds.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;

/** All SQL of leagues, seasons, rounds, entries and standings (STYLE.md 5). */
export function createLeagueRepo(db: Executor) {
  // the reads of a league's page, prepared (db/prepared.ts)
  const nextGames = prepared(db, 'league.nextGames', (tx) =>
    selectMatches(
      tx,
      and(
        eq(games.leagueId, slot('leagueId')),
        gte(games.beginAt, slot('since')),
        eq(games.seasonId, slot('seasonId')),
        inArray(games.status, [GAME_STATUS.SCHEDULED, GAME_STATUS.IN_PLAY]),
      ),
      { limit: slot('limit') },
    ),
  );
  const latestResults = prepared(db, 'league.latestResults', (tx) =>
    selectMatches(
      tx,
      and(
        eq(games.leagueId, slot('leagueId')),
        lte(games.beginAt, slot('until')),
        eq(games.seasonId, slot('seasonId')),
        eq(games.status, GAME_STATUS.FINISHED),
      ),
      { order: 'desc', limit: slot('limit') },
    ),
  );
  /** `limit` null: the whole table (LIMIT NULL is no limit). */
  const standingsOf = prepared(db, 'league.standings', (tx) =>
    tx
      .select({
        seasonId: standings.seasonId,
        teamId: standings.teamId,
        rank: standings.rank,
        played: standings.played,
        won: standings.won,
        drawn: standings.drawn,
        lost: standings.lost,
        scoreFor: standings.scoreFor,
        scoreAgainst: standings.scoreAgainst,
        points: standings.points,
        form: standings.form,
        team: teamRefColumns,
      })
      .from(standings)
      .innerJoin(teams, eq(teams.id, standings.teamId))
      .where(eq(standings.seasonId, slot('seasonId')))
      .orderBy(asc(standings.rank), asc(teams.id))
      .limit(slot('limit')),
  );

  return {
    /** The years a league has seasons in, newest first, and whether one of them is current. */
    years: (leagueId: number, tx: Executor = db) =>
      tx
        .select({ year: seasons.year, isCurrent: sql<boolean>`bool_or(${seasons.isCurrent})` })
        .from(seasons)
        .where(eq(seasons.leagueId, leagueId))
        .groupBy(seasons.year)
        .orderBy(desc(seasons.year)),

    seasonsOfYear: (leagueId: number, year: number, tx: Executor = db) =>
      tx
        .select()
        .from(seasons)
        .where(and(eq(seasons.leagueId, leagueId), eq(seasons.year, year)))
        .orderBy(desc(seasons.isCurrent), desc(seasons.id)),

    roundsOfSeasons(seasonIds: number[], tx: Executor = db): Promise<RoundRow[]> {
      if (seasonIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(rounds)
        .where(inArray(rounds.seasonId, seasonIds))
        .orderBy(asc(rounds.seasonId), asc(rounds.orderNo), asc(rounds.id));
    },

    competitionsOfSeasons(seasonIds: number[], tx: Executor = db): Promise<CompetitionRow[]> {
      if (seasonIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(competitions)
        .where(inArray(competitions.seasonId, seasonIds))
        .orderBy(asc(competitions.seasonId), asc(competitions.orderNo), asc(competitions.id));
    },

    async teamCount(seasonId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(seasonEntries)
        .where(eq(seasonEntries.seasonId, seasonId));
      return row?.value ?? 0;
    },

    /** The teams of a season with their squad sizes, by name. */
    entries: (seasonId: number, tx: Executor = db) =>
      tx
        .select({
          ...teamRefColumns,
          city: teams.city,
          venue: teams.venue,
          founded: teams.founded,
          playerCount: sql<number>`(SELECT count(*)::int FROM ${players} AS p WHERE p.team_id = ${teams}.id)`,
        })
        .from(seasonEntries)
        .innerJoin(teams, eq(teams.id, seasonEntries.teamId))
        .where(eq(seasonEntries.seasonId, seasonId))
        .orderBy(asc(teams.code), asc(teams.id)),

    async round(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ round: rounds, competition: competitions })
        .from(rounds)
        .leftJoin(competitions, eq(competitions.id, rounds.competitionId))
        .where(eq(rounds.id, id));
      return row;
    },

    /** The rounds of a season in order (ids only), to find a round's neighbours. */
    roundOrder: (seasonId: number, tx: Executor = db) =>
      tx
        .select({ id: rounds.id })
        .from(rounds)
        .where(eq(rounds.seasonId, seasonId))
        .orderBy(asc(rounds.orderNo), asc(rounds.id)),

    /** The round under way on a day (YYYY-MM-DD), else the next one, else the last one. */
    async currentRound(seasonId: number, today: string, tx: Executor = db): Promise<RoundRow | undefined> {
      const [current] = await tx
        .select()
        .from(rounds)
        .where(and(eq(rounds.seasonId, seasonId), gte(rounds.endDate, today)))
        .orderBy(asc(rounds.startDate), asc(rounds.orderNo))
        .limit(1);
      if (current) return current;
      const [last] = await tx
        .select()
        .from(rounds)
        .where(eq(rounds.seasonId, seasonId))
        .orderBy(desc(rounds.orderNo))
        .limit(1);
      return last;
    },

    gamesOfRound: (seasonId: number, roundId: number, tx: Executor = db): Promise<MatchRow[]> =>
      selectMatches(tx, and(eq(games.seasonId, seasonId), eq(games.roundId, roundId))),

    /** Games of a season still to play or in play from `since` on, soonest first. */
    nextGames: (leagueId: number, seasonId: number, since: Date, limit: number, tx: Executor = db) =>
      nextGames({ leagueId, seasonId, since, limit }, tx),

    /** Finished games of a season up to `until`, newest first. */
    latestResults: (leagueId: number, seasonId: number, until: Date, limit: number, tx: Executor = db) =>
      latestResults({ leagueId, seasonId, until, limit }, tx),

    /** The table of a season by rank (standings_rank_idx), optionally only the top. */
    standings: (seasonId: number, limit?: number, tx: Executor = db) =>
      standingsOf({ seasonId, limit: limit ?? null }, tx),
  };
}

export type LeagueRepo = ReturnType<typeof createLeagueRepo>;
