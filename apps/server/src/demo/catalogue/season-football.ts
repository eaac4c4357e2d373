import { completeRoundRobin, doubleRoundRobin, flip, type Pairing } from './fixtures.js';
import { leagueByKey } from './leagues.js';
import { addGame, addMinutes, addRound, type Build, floorTo, newSeason, type SeasonDraft } from './model.js';
import { rng } from './random.js';
import { rowOf } from './results.js';
import { NEO1_CLUBS, NEO2_CLUBS } from './teams.js';
import { label } from './text.js';
import type { TeamSeed } from './types.js';

const MATCH_MINUTES = 115;
const PREV = -364;

const seasonName = (year: number) => label('season', { year });
const roundName = (k: number) => label('round', { number: k });
const LEAGUE_PLAY = label('leaguePlay');
const NATIONAL = label('nationalStadium');

const byKey = (clubs: TeamSeed[], key: string) => clubs.find((c) => c.key === key)!;
const without = (clubs: TeamSeed[], keys: string[]) => clubs.filter((c) => !keys.includes(c.key));
const PROMOTED = ['forest', 'wakaba'];
const RELEGATED = ['victory', 'breeze'];

/**
 * The 22 rounds of Neo League Division 1, by club index (NEO_CLUBS order): round 1 and round 22 are
 * the fixtures the notices publish (opening day, and the final day with 北嶺 v 東都), the rest a
 * seeded completion; the second leg mirrors the first.
 */
function neo1Rounds(): Pairing<number>[][] {
  const first: Pairing<number>[] = [
    [0, 3],
    [2, 5],
    [4, 1],
    [6, 9],
    [8, 11],
    [10, 7],
  ];
  const final: Pairing<number>[] = [
    [1, 0],
    [3, 2],
    [5, 4],
    [7, 6],
    [9, 8],
    [11, 10],
  ];
  const rest = completeRoundRobin(12, [first, flip(final)], 'neo1:fixtures');
  const leg = [first, ...rest.slice(0, 4), flip(final), ...rest.slice(4)];
  const second = [...leg.slice(6), ...leg.slice(0, 6)].map(flip);
  return [...leg, ...second];
}

/** Day (from today) of each round, and the kick-off times of its days. */
function neo1Day(k: number): number {
  if (k === 1) return -275;
  if (k <= 11) return -262 + 12 * (k - 2);
  if (k <= 21) return -119 + 13 * (k - 12);
  return 6;
}

function strongest<T extends { strength: number }>(pairs: Pairing<T>[]): Pairing<T> {
  return [...pairs].sort((a, b) => b[0].strength + b[1].strength - (a[0].strength + a[1].strength))[0]!;
}

/** This season of Division 1: the title race of the notices (北嶺 two points clear of 東都 before the last day). */
function neo1Current(b: Build): SeasonDraft {
  const { t } = b;
  const year = t.year(t.at(-275));
  const cup = label('cup');
  const season = newSeason(b, leagueByKey('neo1'), year, seasonName(year), true, NEO1_CLUBS, [
    [LEAGUE_PLAY, true],
    [cup, false],
  ]);
  const openingTimes: [number, number][] = [
    [0, 14],
    [0, 15],
    [0, 16],
    [0, 19],
    [1, 13],
    [1, 15],
  ];
  neo1Rounds().forEach((pairs, i) => {
    const k = i + 1;
    const round = addRound(b, season, roundName(k));
    const clubs = pairs.map(([h, a]): Pairing<TeamSeed> => [NEO1_CLUBS[h]!, NEO1_CLUBS[a]!]);
    const big = strongest(clubs);
    clubs.forEach(([home, away], j) => {
      const [dayOffset, hour] =
        k === 1
          ? openingTimes[j]!
          : k === 22
            ? [0, 14]
            : j < 3
              ? [0, [15, 17, 19][j]!]
              : [1, [13, 15, 17][j - 3]!];
      addGame(b, season, round, {
        home,
        away,
        venue: home.venue,
        beginAt: t.at(neo1Day(k) + dayOffset, hour),
        minutes: MATCH_MINUTES,
        featured: (k === 22 && home.key === 'hokurei') || (k < 22 && big[0] === home),
        free: (k === 1 && j === 0) || (k === 22 && home.key === 'hokurei'),
      });
    });
  });
  // The cup: quarter-finals, semi-finals and a final in the mid-season break; ties go to penalties.
  const r = rng(`neo1:cup:${year}`);
  let alive = r.shuffle(NEO1_CLUBS).slice(0, 8);
  const stages = [
    [label('quarterFinals'), -197, [19, 19, 19, 19]],
    [label('semiFinals'), -184, [19, 19]],
    [label('final'), -140, [14]],
  ] as const;
  for (const [name, day, hours] of stages) {
    const round = addRound(b, season, name, season.competitions[1]);
    const next: TeamSeed[] = [];
    hours.forEach((hour, j) => {
      const home = alive[2 * j]!;
      const away = alive[2 * j + 1]!;
      const winner = r.chance(home.strength / (home.strength + away.strength)) ? 'home' : 'away';
      next.push(winner === 'home' ? home : away);
      addGame(b, season, round, {
        home,
        away,
        venue: hours.length === 1 ? NATIONAL : home.venue,
        beginAt: t.at(day, hour, j % 2 === 0 ? 0 : 30),
        minutes: MATCH_MINUTES,
        knockout: true,
        winner,
        featured: hours.length === 1,
        free: hours.length === 1,
      });
    });
    alive = next;
  }
  season.accept = (table) => {
    const hokurei = rowOf(table, 'hokurei');
    const regalia = rowOf(table, 'regalia');
    return (
      hokurei.rank === 1 &&
      regalia.rank === 2 &&
      hokurei.points - regalia.points === 2 &&
      table[2]!.points <= regalia.points - 4
    );
  };
  return season;
}

/** A plain double round robin: one round every `step` days from `firstDay`, spread over one or two days. */
function plainSeason(
  b: Build,
  season: SeasonDraft,
  clubs: TeamSeed[],
  dayOf: (k: number) => number,
  hours: number[],
): void {
  const rounds = doubleRoundRobin(clubs);
  rounds.forEach((pairs, i) => {
    const round = addRound(b, season, roundName(i + 1));
    const big = strongest(pairs);
    pairs.forEach(([home, away], j) => {
      const hour = hours[j % hours.length]!;
      const day = dayOf(i + 1) + (hours.length < pairs.length && j >= hours.length ? 1 : 0);
      addGame(b, season, round, {
        home,
        away,
        venue: home.venue,
        beginAt: b.t.at(day, Math.floor(hour), Math.round((hour % 1) * 60)),
        minutes: MATCH_MINUTES,
        featured: big[0] === home,
      });
    });
  });
}

function neo1Previous(b: Build): SeasonDraft {
  const year = b.t.year(b.t.at(-275)) - 1;
  const clubs = [...without(NEO1_CLUBS, PROMOTED), ...RELEGATED.map((k) => byKey(NEO2_CLUBS, k))];
  const season = newSeason(b, leagueByKey('neo1'), year, seasonName(year), false, clubs, [
    [LEAGUE_PLAY, true],
  ]);
  plainSeason(b, season, clubs, (k) => PREV + neo1Day(Math.min(k, 21)) + (k === 22 ? 7 : 0), [15, 17, 19]);
  season.accept = (table) => RELEGATED.every((key) => rowOf(table, key).rank >= 11);
  return season;
}

/** Division 2 plays every 15 days up to today (round 17, two games in play now), then weekly. */
const neo2Day = (k: number) => (k <= 17 ? (k - 17) * 15 : 7 * (k - 17));

function neo2Current(b: Build): SeasonDraft {
  const year = b.t.year(b.t.at(neo2Day(1)));
  const season = newSeason(b, leagueByKey('neo2'), year, seasonName(year), true, NEO2_CLUBS, [
    [LEAGUE_PLAY, true],
  ]);
  plainSeason(b, season, NEO2_CLUBS, neo2Day, [13, 14, 15, 16, 18, 19]);
  const slot = floorTo(b.now, 5);
  const today = season.games.filter((g) => g.round.orderNo === 17);
  today.forEach((g, j) => {
    if (j < 2) g.beginAt = addMinutes(slot, j === 0 ? -75 : -30);
    else g.beginAt = b.t.at(0, [14, 16, 18, 19][j - 2]!);
    g.free = j === 0;
  });
  return season;
}

function neo2Previous(b: Build): SeasonDraft {
  const year = b.t.year(b.t.at(neo2Day(1))) - 1;
  const clubs = [...without(NEO2_CLUBS, RELEGATED), ...PROMOTED.map((k) => byKey(NEO1_CLUBS, k))];
  const season = newSeason(b, leagueByKey('neo2'), year, seasonName(year), false, clubs, [
    [LEAGUE_PLAY, true],
  ]);
  plainSeason(b, season, clubs, (k) => PREV - 250 + 11 * (k - 1), [13, 14, 15, 16, 18, 19]);
  season.accept = (table) => PROMOTED.every((key) => rowOf(table, key).rank <= 2);
  return season;
}

export function footballSeasons(b: Build): SeasonDraft[] {
  return [neo1Previous(b), neo1Current(b), neo2Previous(b), neo2Current(b)];
}
