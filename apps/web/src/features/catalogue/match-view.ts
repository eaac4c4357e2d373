import {
  GAME_STATUS,
  isLiveNow,
  isLiveOnAir,
  isLiveReservable,
  type Live,
  type Match,
  type MatchItem,
  type ScheduleItem,
  type ScheduleLive,
  type TeamRef,
} from '@kickoff/contract';

/**
 * One shape for a match on screen. The API answers matches in two shapes of spec §3 — the schedule
 * item (`gameDesc`, lives, vods: /schedule, /schedule/favorite) and the match item (flat, league,
 * season and round names: home, league, search) — and every list draws them with the same row.
 */
export interface MatchView {
  id: number;
  beginDate: string;
  /** GAME_STATUS */
  status: number;
  typeId: number;
  isTeam: boolean;
  league: { id: number; key: string; name: string; shortName: string; colors: [string, string] };
  seasonName: string;
  roundName: string | null;
  /** Event title of games without teams. */
  title: string | null;
  venue: string | null;
  home: TeamRef | null;
  away: TeamRef | null;
  homeScore: number | null;
  awayScore: number | null;
  scoreHidden: boolean;
  lives: Array<
    Pick<Live, 'id' | 'status' | 'channelId' | 'free' | 'beginAt' | 'endAt' | 'broadcastType' | 'title'>
  >;
  vodCount: number;
  /** The first VOD to play (a highlight when there is one), when the answer lists them. */
  firstVodId: number | null;
}

export function matchViewOf(match: Match | MatchItem): MatchView {
  const item = match as Partial<MatchItem>;
  return {
    id: match.id,
    beginDate: match.beginDate,
    status: match.status,
    typeId: match.typeId,
    isTeam: match.isTeam,
    league: {
      id: match.leagueId,
      key: match.leagueKey,
      name: match.leagueName,
      shortName: match.leagueShortName,
      colors: match.leagueColors,
    },
    seasonName: match.seasonName,
    roundName: match.roundName,
    title: match.title,
    venue: match.venue,
    home: match.home,
    away: match.away,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    scoreHidden: match.scoreHidden,
    lives: item.lives ?? [],
    vodCount: item.vodCount ?? 0,
    firstVodId: null,
  };
}

function teamOf(
  id: number | null,
  name: string | null,
  shortName: string | null,
  code: string | null,
  colors: [string, string] | null,
): TeamRef | null {
  if (id === null || name === null) return null;
  return {
    id,
    name,
    shortName: shortName ?? name,
    code: code ?? name.slice(0, 3).toUpperCase(),
    colors: colors ?? ['#34406a', '#141b2d'],
  };
}

export function matchViewOfSchedule(item: ScheduleItem): MatchView {
  const g = item.gameDesc;
  const highlight = item.vods.find((v) => v.kind === 'highlight') ?? item.vods[0];
  return {
    id: item.id,
    beginDate: item.beginDate,
    status: g.status,
    typeId: item.typeId,
    isTeam: item.gameType.isTeam,
    league: {
      id: item.league.id,
      key: item.league.key,
      name: item.league.name,
      shortName: item.league.shortName,
      colors: item.league.colors,
    },
    seasonName: item.seasonName,
    roundName: item.roundName,
    title: g.title,
    venue: g.venue,
    home: teamOf(g.homeId, g.homeName, g.homeShortName, g.homeCode, g.homeColors),
    away: teamOf(g.awayId, g.awayName, g.awayShortName, g.awayCode, g.awayColors),
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    scoreHidden: g.scoreHidden,
    lives: item.lives.map((live: ScheduleLive) => live),
    vodCount: item.vods.length,
    firstVodId: highlight?.id ?? null,
  };
}

/**
 * What the badge of a match says at `now`: the match going out live (isLiveNow) beats the game's own
 * status; a rebroadcast on air does not (a finished match stays finished).
 */
export type MatchPhase = 'live' | 'scheduled' | 'inPlay' | 'finished' | 'postponed' | 'cancelled';

export function matchPhase(match: Pick<MatchView, 'status' | 'lives'>, now: Date): MatchPhase {
  if (match.lives.some((live) => isLiveNow(live, now))) return 'live';
  switch (match.status) {
    case GAME_STATUS.IN_PLAY:
      return 'inPlay';
    case GAME_STATUS.FINISHED:
      return 'finished';
    case GAME_STATUS.POSTPONED:
      return 'postponed';
    case GAME_STATUS.CANCELLED:
      return 'cancelled';
    default:
      return 'scheduled';
  }
}

/** The live a member can open at `now` (on air), else the next one to come; null when none is left. */
export function watchableLive(match: Pick<MatchView, 'lives'>, now: Date): MatchView['lives'][number] | null {
  return (
    match.lives.find((live) => isLiveOnAir(live, now)) ??
    // still to begin: the same "before and ahead" as a reservation's
    match.lives.find((live) => isLiveReservable(live, now)) ??
    null
  );
}

/** The score shows only when the member has not hidden scores and the game has one. */
export function showsScore(match: Pick<MatchView, 'scoreHidden' | 'homeScore' | 'awayScore'>): boolean {
  return !match.scoreHidden && match.homeScore !== null && match.awayScore !== null;
}
