import { z } from 'zod';
import { l10nSchema, readContent } from '../content.js';
import type { L10n } from '../help-text.js';
import { flip, roundRobin } from './fixtures.js';
import { leagueByKey } from './leagues.js';
import {
  addGame,
  addMinutes,
  addRound,
  type Build,
  floorTo,
  type GolfEventDraft,
  newSeason,
  type PlayerDraft,
  type SeasonDraft,
} from './model.js';
import { rng } from './random.js';
import { rowOf } from './results.js';
import { golfField } from './score-golf.js';
import { BNEXT_CLUBS, GOLF_SQUADS } from './teams.js';
import { label } from './text.js';

const PREV = -364;
const club = (key: string) => BNEXT_CLUBS.find((c) => c.key === key)!;

/**
 * B.NEXT: 22 rounds, each over two days (three games at 19:05/19:35, three the next afternoon). The
 * notices fix: the opener 鳴海 v 千早 forty days ago, 千早 unbeaten (7–0) after round 7, and round 8
 * (in two days) with 千早 v 鳴海 and 蒼天 v 北陸. Rounds 1–7 are five days apart, then a break.
 */
function bnextSeason(b: Build, opening: number, isCurrent: boolean): SeasonDraft {
  const year = b.t.year(b.t.at(opening));
  const yy = String((year + 1) % 100).padStart(2, '0');
  const season = newSeason(
    b,
    leagueByKey('bnext'),
    year,
    label('season', { year: `${year}-${yy}` }),
    isCurrent,
    BNEXT_CLUBS,
    [[label('regularSeason'), true]],
  );
  const others = BNEXT_CLUBS.filter((c) => !['blaze', 'gryphons', 'rising', 'shooters'].includes(c.key));
  const leg = roundRobin([club('blaze'), club('gryphons'), ...others, club('rising'), club('shooters')]);
  const rounds = [...leg.slice(0, 7), flip(leg[0]!), ...leg.slice(7), ...leg.slice(1).map(flip)];
  const dayOf = (k: number) => (k <= 7 ? opening + 5 * (k - 1) : opening + 42 + 5 * (k - 8));
  const slots: [number, number, number][] = [
    [0, 19, 5],
    [0, 19, 5],
    [0, 19, 35],
    [1, 14, 5],
    [1, 15, 5],
    [1, 16, 5],
  ];
  rounds.forEach((pairs, i) => {
    const k = i + 1;
    const round = addRound(b, season, label('round', { number: k }));
    // pair 0 and pair 1 of the first round are the notices' headline games: first of each day
    const ordered = [pairs[0]!, pairs[2]!, pairs[3]!, pairs[1]!, pairs[4]!, pairs[5]!];
    ordered.forEach(([home, away], j) => {
      const [day, hour, minute] = slots[j]!;
      const shooters = home.key === 'shooters' || away.key === 'shooters';
      addGame(b, season, round, {
        home,
        away,
        venue: home.venue,
        beginAt: b.t.at(dayOf(k) + day, hour, minute),
        minutes: 125,
        winner: isCurrent && k <= 7 && shooters ? (home.key === 'shooters' ? 'home' : 'away') : undefined,
        featured: j === 0,
        free: k === 1 && j === 0,
      });
    });
  });
  if (isCurrent) {
    season.accept = (table) => {
      const blaze = rowOf(table, 'blaze');
      return (
        table.every((row) => row === blaze || row.scoreFor < blaze.scoreFor) &&
        rowOf(table, 'shooters').won === 7
      );
    };
  }
  return season;
}

/** catalogue/golf-events.json: the sixteen events of the tour, in calendar order, with their courses. */
const EVENTS = readContent(
  'catalogue/golf-events.json',
  z.array(z.strictObject({ name: l10nSchema, course: l10nSchema })).length(16),
);

const eventTitle = (name: L10n, k: number): L10n => label('golfRound', { event: name, number: k });

/**
 * The golf tour: sixteen four-round events a fortnight apart. This season's 14th, the KICKOFF Open,
 * began yesterday: today's second round is on air now. East vs West team matches: one three days ago
 * (with VODs), one in five days (none yet), so spec §4's rule for game type 2 has both kinds of item.
 */
function golfSeason(b: Build, shift: number, isCurrent: boolean): SeasonDraft {
  const current = 13;
  const year = b.t.year(b.t.at(shift - 1));
  const season = newSeason(
    b,
    leagueByKey('seiran'),
    year,
    label('season', { year }),
    isCurrent,
    GOLF_SQUADS,
    [
      [label('tour'), false],
      [label('eastWest'), false],
    ],
  );
  const golfers: PlayerDraft[] = GOLF_SQUADS.flatMap((s) => b.rosters.get(s.key) ?? []);
  const slot = floorTo(b.now, 5);
  EVENTS.forEach(({ name, course }, i) => {
    const event: GolfEventDraft = { name, course, field: golfField(rng(`golf:${year}:${i}`), golfers) };
    const round = addRound(b, season, label('golfEvent', { number: i + 1, event: name }));
    const first = shift - 1 + 14 * (i - current);
    for (let k = 1; k <= 4; k++) {
      const live = isCurrent && i === current && k === 2;
      addGame(b, season, round, {
        home: null,
        away: null,
        title: eventTitle(event.name, k),
        venue: event.course,
        beginAt: live ? addMinutes(slot, -120) : b.t.at(first + k - 1, k <= 2 ? 9 : 10),
        minutes: 360,
        golf: { event, roundNo: k },
        featured: k === 4,
        free: k <= 2,
      });
    }
  });
  const [east, west] = GOLF_SQUADS as [(typeof GOLF_SQUADS)[0], (typeof GOLF_SQUADS)[0]];
  const team = (name: L10n, days: number[]) => {
    const round = addRound(b, season, name, season.competitions[1]);
    days.forEach((day, j) => {
      addGame(b, season, round, {
        home: east,
        away: west,
        title: label('teamEventDay', { event: name, day: j + 1 }),
        venue: east.venue,
        beginAt: b.t.at(shift + day, 10),
        minutes: 300,
      });
    });
  };
  team(label('eastWest'), [-4, -3]);
  if (isCurrent) team(label('charityMatch'), [5]);
  return season;
}

export function otherSeasons(b: Build): SeasonDraft[] {
  return [
    bnextSeason(b, PREV - 40, false),
    bnextSeason(b, -40, true),
    golfSeason(b, PREV, false),
    golfSeason(b, 0, true),
  ];
}
