import type { L10n, TimeKit } from '../help-text.js';
import type { LeagueSeed } from './leagues.js';
import { MINUTE, type Sport, type TeamSeed } from './types.js';

/** Ids handed out in memory, continuing after the largest id already stored, so rows can refer to each other before insert. */
export interface IdPool {
  next(table: string): number;
}

export function idPool(start: Record<string, number>): IdPool {
  const last = new Map(Object.entries(start));
  return {
    next(table) {
      const id = (last.get(table) ?? 0) + 1;
      last.set(table, id);
      return id;
    },
  };
}

export const POSITION_KEYS = [
  'GK',
  'DF',
  'MF',
  'FW',
  'P',
  'C',
  'IF',
  'OF',
  'PG',
  'SG',
  'SF',
  'PF',
  'CE',
  'PRO',
] as const;
export type PositionKey = (typeof POSITION_KEYS)[number];
/** Starters play most games; rotation players some; reserves few. */
export type Role = 'star' | 'starter' | 'rotation' | 'reserve';

export interface PlayerDraft {
  id: number;
  team: TeamSeed;
  name: L10n;
  number: number;
  position: PositionKey;
  role: Role;
  /** 0.6–1.4: scoring threat, batting power, usage or golf skill. */
  skill: number;
  birthDate: string;
}

export interface CompetitionDraft {
  id: number;
  name: L10n;
  orderNo: number;
  /** Whether its finished games make the season's standings (the regular season). */
  standings: boolean;
}

export interface RoundDraft {
  id: number;
  name: L10n;
  orderNo: number;
  competition: CompetitionDraft;
}

export interface GolfEventDraft {
  name: L10n;
  course: L10n;
  /** Leaderboards after each round, computed once for the four days. */
  field: { player: PlayerDraft; rounds: number[] }[];
}

export interface GameDraft {
  id: number;
  season: SeasonDraft;
  round: RoundDraft;
  home: TeamSeed | null;
  away: TeamSeed | null;
  /** Event title for games without teams, and the name of team events. */
  title: L10n | null;
  venue: L10n;
  beginAt: Date;
  /** Length of play in minutes: in play from beginAt until beginAt + minutes. */
  minutes: number;
  /** Rained off (3) or called off (4) instead of being played. */
  outcome?: 'postponed' | 'cancelled';
  /** A result decided in the story (play-offs, unbeaten runs, cup ties). */
  winner?: 'home' | 'away';
  /** A tie is settled by penalties (cup) rather than left drawn. */
  knockout?: boolean;
  /** The big game of its day: channel 1, more views, news. */
  featured?: boolean;
  /** Free to watch live (and its highlights are free). */
  free?: boolean;
  golf?: { event: GolfEventDraft; roundNo: number };
  /** Filled in by the results step. */
  status: number;
  homeScore: number | null;
  awayScore: number | null;
  detail: Record<string, unknown> | null;
}

export interface StandingRow {
  team: TeamSeed;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoreFor: number;
  scoreAgainst: number;
  points: number;
  form: string;
}

export interface SeasonDraft {
  id: number;
  league: LeagueSeed;
  leagueId: number;
  year: number;
  name: L10n;
  isCurrent: boolean;
  entries: TeamSeed[];
  competitions: CompetitionDraft[];
  rounds: RoundDraft[];
  games: GameDraft[];
  /** A story the finished results must tell (who leads, who went down); results are redrawn until it holds. */
  accept?: (table: StandingRow[]) => boolean;
  /** Filled in by the results step. */
  standings: StandingRow[];
}

/** Everything the builders share: time, ids, and the rosters. */
export interface Build {
  t: TimeKit;
  now: Date;
  ids: IdPool;
  gameTypeId: Record<Sport, number>;
  leagueIds: Map<string, number>;
  teamIds: Map<string, number>;
  rosters: Map<string, PlayerDraft[]>;
}

export function floorTo(d: Date, minutes: number): Date {
  const step = minutes * MINUTE;
  return new Date(Math.floor(d.getTime() / step) * step);
}

export function ceilTo(d: Date, minutes: number): Date {
  const step = minutes * MINUTE;
  return new Date(Math.ceil(d.getTime() / step) * step);
}

export const addMinutes = (d: Date, minutes: number): Date => new Date(d.getTime() + minutes * MINUTE);

/** Day of the week in Japan: 0 Sunday … 6 Saturday. */
export const jstWeekday = (d: Date): number => new Date(d.getTime() + 9 * 3_600_000).getUTCDay();

export const endOf = (g: GameDraft): Date => addMinutes(g.beginAt, g.minutes);

export function newSeason(
  b: Build,
  league: LeagueSeed,
  year: number,
  name: L10n,
  isCurrent: boolean,
  entries: TeamSeed[],
  competitions: [name: L10n, standings: boolean][],
): SeasonDraft {
  return {
    id: b.ids.next('seasons'),
    league,
    leagueId: b.leagueIds.get(league.key)!,
    year,
    name,
    isCurrent,
    entries,
    competitions: competitions.map(([n, standings], i) => ({
      id: b.ids.next('competitions'),
      name: n,
      orderNo: i + 1,
      standings,
    })),
    rounds: [],
    games: [],
    standings: [],
  };
}

export function addRound(b: Build, season: SeasonDraft, name: L10n, competition = season.competitions[0]!) {
  const round: RoundDraft = {
    id: b.ids.next('rounds'),
    name,
    orderNo: season.rounds.length + 1,
    competition,
  };
  season.rounds.push(round);
  return round;
}

export function addGame(
  b: Build,
  season: SeasonDraft,
  round: RoundDraft,
  fields: Pick<GameDraft, 'home' | 'away' | 'venue' | 'beginAt' | 'minutes'> & Partial<GameDraft>,
): GameDraft {
  const game: GameDraft = {
    id: b.ids.next('games'),
    season,
    round,
    title: null,
    status: 0,
    homeScore: null,
    awayScore: null,
    detail: null,
    ...fields,
  };
  season.games.push(game);
  return game;
}
