import type { L10n } from '../help-text.js';
import { roundRobin } from './fixtures.js';
import { leagueByKey } from './leagues.js';
import {
  addGame,
  addMinutes,
  addRound,
  type Build,
  floorTo,
  jstWeekday,
  newSeason,
  type RoundDraft,
  type SeasonDraft,
} from './model.js';
import { type Rng, rng } from './random.js';
import { rowOf } from './results.js';
import { PBL_CLUBS, WINTER_SELECTIONS } from './teams.js';
import { label } from './text.js';
import type { TeamSeed } from './types.js';

const PREV = -364;
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const club = (key: string) => PBL_CLUBS.find((c) => c.key === key)!;

/** Rounds by calendar month (JST), made as the games reach them. */
function monthlyRounds(b: Build, season: SeasonDraft) {
  const byMonth = new Map<string, RoundDraft>();
  return (day: Date): RoundDraft => {
    const iso = b.t.iso(day);
    const month = Number(iso.slice(5, 7));
    const key = iso.slice(0, 7);
    let round = byMonth.get(key);
    if (!round) {
      round = addRound(b, season, label('month', { month, monthName: MONTHS_EN[month - 1]! }));
      byMonth.set(key, round);
    }
    return round;
  };
}

const gameMinutes = (r: Rng) => r.int(165, 205);

/**
 * The regular season: 40 three-game series (120 games a club) from `first` to `last`, a rest day a
 * week and an all-star break, a few rain-outs made up at the end. Opening day is the one in the notice.
 */
function regularSeason(
  b: Build,
  season: SeasonDraft,
  first: number,
  last: number,
  breakDays: [number, number],
) {
  const r = rng(`pbl:schedule:${season.year}`);
  const roundOf = monthlyRounds(b, season);
  const free: number[] = [];
  for (let d = first; d <= last; d++) {
    if ((d - first) % 7 === 6 || (d >= breakDays[0] && d <= breakDays[1])) continue;
    free.push(d);
  }
  const days = Array.from({ length: 120 }, (_, i) => free[Math.floor((i * free.length) / 120)]!);
  const order = ['dolphins', 'falcons', 'bears', 'kings', 'marines', 'thunders'].map(club);
  const matchings = roundRobin(order);
  const postponed: [TeamSeed, TeamSeed][] = [];
  days.forEach((day, i) => {
    const series = Math.floor(i / 3);
    const swap = Math.floor(series / 5) % 2 === 1;
    const when = b.t.at(day, 18);
    const weekend = [0, 6].includes(jstWeekday(when)) && i > 0;
    for (const [h, a] of matchings[series % 5]!) {
      const [home, away] = swap ? [a, h] : [h, a];
      const rainedOff = series >= 3 && series <= 30 && !home.venue.ja.includes('ドーム') && r.chance(0.012);
      addGame(b, season, roundOf(when), {
        home,
        away,
        venue: home.venue,
        beginAt: b.t.at(day, weekend ? 14 : 18),
        minutes: gameMinutes(r),
        outcome: rainedOff ? 'postponed' : undefined,
        free: i === 0 && home.key === 'dolphins',
        featured: i === 0 && home.key === 'dolphins',
      });
      if (rainedOff) postponed.push([home, away]);
    }
  });
  postponed.forEach(([home, away], j) => {
    const day = last + 1 + Math.floor(j / 2);
    addGame(b, season, roundOf(b.t.at(day, 18)), {
      home,
      away,
      venue: home.venue,
      beginAt: b.t.at(day, j % 2 === 0 ? 18 : 14),
      minutes: gameMinutes(r),
    });
  });
}

/** A best-of series with the results the notices tell: `winners` are the keys of each game's winner. */
function series(
  b: Build,
  season: SeasonDraft,
  name: L10n,
  competition: number,
  days: number[],
  hour: [number, number],
  homes: string[],
  pair: [string, string],
  winners: string[],
) {
  const r = rng(`pbl:series:${season.year}:${name.en}`);
  const round = addRound(b, season, name, season.competitions[competition]);
  winners.forEach((winnerKey, i) => {
    const home = club(homes[i]!);
    const away = club(pair[0] === home.key ? pair[1] : pair[0]);
    addGame(b, season, round, {
      home,
      away,
      venue: home.venue,
      beginAt: b.t.at(days[i]!, ...hour),
      minutes: gameMinutes(r),
      winner: winnerKey === home.key ? 'home' : 'away',
      featured: true,
      free: i === 0,
    });
  });
}

function pblCurrent(b: Build): SeasonDraft {
  const year = b.t.year(b.t.at(-245));
  const season = newSeason(b, leagueByKey('pbl'), year, label('season', { year }), true, PBL_CLUBS, [
    [label('regularSeason'), true],
    [label('playoffs'), false],
    [label('finalSeriesCompetition'), false],
  ]);
  regularSeason(b, season, -245, -58, [-124, -117]);
  const [D, F, T] = ['dolphins', 'falcons', 'thunders'];
  series(b, season, label('firstStage'), 1, [-47, -46, -45], [18, 0], [F, F, F], [F, T], [F, T, F]);
  series(
    b,
    season,
    label('finalStage'),
    1,
    [-43, -42, -41, -40],
    [18, 0],
    [D, D, D, D],
    [D, F],
    [D, F, D, D],
  );
  series(
    b,
    season,
    label('finalSeries'),
    2,
    [-20, -19, -17, -16, -15, -13, -12],
    [18, 30],
    [D, D, F, F, F, D, D],
    [D, F],
    [D, F, F, D, F, D, D],
  );
  season.accept = (table) =>
    rowOf(table, 'dolphins').rank === 1 &&
    rowOf(table, 'falcons').rank === 2 &&
    rowOf(table, 'thunders').rank === 3;
  return season;
}

function pblPrevious(b: Build): SeasonDraft {
  const year = b.t.year(b.t.at(-245)) - 1;
  const season = newSeason(b, leagueByKey('pbl'), year, label('season', { year }), false, PBL_CLUBS, [
    [label('regularSeason'), true],
  ]);
  regularSeason(b, season, PREV - 245, PREV - 58, [PREV - 124, PREV - 117]);
  season.accept = (table) => rowOf(table, 'dolphins').rank === 1;
  return season;
}

const PARKS = WINTER_SELECTIONS.map((s) => s.venue);

/**
 * The winter league in Nan-yo: eight teams, four games a day (two ballparks, 13:00 and 18:00) with a
 * rest day a week. This season runs from 10 days ago for seven weeks; today's first game is under way,
 * and yesterday's first game was rained off and is made up on the next rest day.
 */
function winterSeason(b: Build, start: number, isCurrent: boolean): SeasonDraft {
  const year = b.t.year(b.t.at(start));
  const yy = String((year + 1) % 100).padStart(2, '0');
  const teams = [...PBL_CLUBS, ...WINTER_SELECTIONS];
  const season = newSeason(
    b,
    leagueByKey('pbl-winter'),
    year,
    label('season', { year: `${year}-${yy}` }),
    isCurrent,
    teams,
    [[label('regularSeason'), true]],
  );
  const r = rng(`winter:${year}`);
  const matchings = roundRobin(teams);
  const weeks: RoundDraft[] = [];
  const slot = floorTo(b.now, 5);
  let played = 0;
  for (let d = start; d < start + 49; d++) {
    if ((d - start) % 7 === 6) continue;
    const week = Math.floor((d - start) / 7);
    weeks[week] ??= addRound(b, season, label('week', { number: week + 1 }));
    const pairs = matchings[played % 7]!;
    pairs.forEach(([h, a], j) => {
      const [home, away] = Math.floor(played / 7) % 2 === 1 ? [a, h] : [h, a];
      const today = isCurrent && d === 0 && j === 0;
      addGame(b, season, weeks[week]!, {
        home,
        away,
        venue: PARKS[j % 2]!,
        beginAt: today ? addMinutes(slot, -70) : b.t.at(d, j < 2 ? 13 : 18),
        minutes: r.int(160, 190),
        outcome: isCurrent && d === -1 && j === 0 ? 'postponed' : undefined,
        free: isCurrent && (today || j === 3),
      });
    });
    played++;
  }
  if (isCurrent) {
    const rainedOff = season.games.find((g) => g.outcome === 'postponed')!;
    const makeUp = start + 13;
    addGame(b, season, weeks[Math.floor((makeUp - start) / 7)]!, {
      home: rainedOff.home,
      away: rainedOff.away,
      venue: PARKS[0]!,
      beginAt: b.t.at(makeUp, 13),
      minutes: r.int(160, 190),
    });
  }
  return season;
}

export function baseballSeasons(b: Build): SeasonDraft[] {
  return [pblPrevious(b), pblCurrent(b), winterSeason(b, PREV - 10, false), winterSeason(b, -10, true)];
}
