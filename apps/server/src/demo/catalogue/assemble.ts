import type {
  competitions,
  games,
  gameTypes,
  leagues,
  players,
  rounds,
  seasonEntries,
  seasons,
  standings,
  teams,
} from '../../db/schema/index.js';
import type { GameTypeSeed, LeagueSeed } from './leagues.js';
import type { Build, GameDraft, PlayerDraft, SeasonDraft } from './model.js';
import { POSITION_NAMES } from './players.js';
import type { TeamSeed } from './types.js';

/** Turns the in-memory drafts into table rows (ids were handed out while drafting). */
export interface StructureRows {
  gameTypes: (typeof gameTypes.$inferInsert)[];
  leagues: (typeof leagues.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  players: (typeof players.$inferInsert)[];
  seasons: (typeof seasons.$inferInsert)[];
  competitions: (typeof competitions.$inferInsert)[];
  rounds: (typeof rounds.$inferInsert)[];
  seasonEntries: (typeof seasonEntries.$inferInsert)[];
  standings: (typeof standings.$inferInsert)[];
  games: (typeof games.$inferInsert)[];
}

const span = (b: Build, list: GameDraft[]) => {
  const times = list.map((g) => g.beginAt.getTime());
  return { startDate: b.t.iso(new Date(Math.min(...times))), endDate: b.t.iso(new Date(Math.max(...times))) };
};

export function structureRows(
  b: Build,
  types: GameTypeSeed[],
  leagueSeeds: LeagueSeed[],
  teamSeeds: TeamSeed[],
  seasonDrafts: SeasonDraft[],
): StructureRows {
  const roster: PlayerDraft[] = teamSeeds.flatMap((t) => b.rosters.get(t.key) ?? []);
  const out: StructureRows = {
    gameTypes: types.map((g) => ({
      id: g.id,
      key: g.key,
      name: g.name,
      isTeam: g.isTeam,
      isUseSeasonName: g.isUseSeasonName,
      orderNo: g.orderNo,
    })),
    leagues: leagueSeeds.map((l, i) => ({
      id: b.leagueIds.get(l.key)!,
      gameTypeId: b.gameTypeId[l.sport],
      key: l.key,
      name: l.name,
      shortName: l.short,
      description: l.description,
      colors: l.colors,
      orderNo: i + 1,
    })),
    teams: teamSeeds.map((t) => ({
      id: b.teamIds.get(t.key)!,
      gameTypeId: b.gameTypeId[t.sport],
      name: t.name,
      shortName: t.short,
      code: t.code,
      city: t.city,
      venue: t.venue,
      colors: t.colors,
      founded: t.founded,
    })),
    players: roster.map((p) => ({
      id: p.id,
      teamId: b.teamIds.get(p.team.key)!,
      name: p.name,
      number: p.team.sport === 'golf' ? null : p.number,
      position: POSITION_NAMES[p.position],
      birthDate: p.birthDate,
    })),
    seasons: [],
    competitions: [],
    rounds: [],
    seasonEntries: [],
    standings: [],
    games: [],
  };
  for (const s of seasonDrafts) {
    out.seasons.push({
      id: s.id,
      leagueId: s.leagueId,
      year: s.year,
      name: s.name,
      isCurrent: s.isCurrent,
      ...span(b, s.games),
    });
    for (const c of s.competitions)
      out.competitions.push({ id: c.id, seasonId: s.id, name: c.name, orderNo: c.orderNo });
    for (const r of s.rounds) {
      out.rounds.push({
        id: r.id,
        seasonId: s.id,
        competitionId: r.competition.id,
        name: r.name,
        orderNo: r.orderNo,
        ...span(
          b,
          s.games.filter((g) => g.round === r),
        ),
      });
    }
    for (const t of s.entries) out.seasonEntries.push({ seasonId: s.id, teamId: b.teamIds.get(t.key)! });
    for (const row of s.standings) {
      const { team, ...rest } = row;
      out.standings.push({ seasonId: s.id, teamId: b.teamIds.get(team.key)!, ...rest });
    }
    for (const g of s.games) {
      out.games.push({
        id: g.id,
        gameTypeId: b.gameTypeId[s.league.sport],
        leagueId: s.leagueId,
        seasonId: s.id,
        roundId: g.round.id,
        competitionId: g.round.competition.id,
        homeTeamId: g.home ? b.teamIds.get(g.home.key)! : null,
        awayTeamId: g.away ? b.teamIds.get(g.away.key)! : null,
        title: g.title,
        venue: g.venue,
        beginAt: g.beginAt,
        status: g.status,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        detail: g.detail,
      });
    }
  }
  return out;
}
