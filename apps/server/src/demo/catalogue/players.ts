import { z } from 'zod';
import { l10nSchema, readContent } from '../content.js';
import type { L10n } from '../help-text.js';
import { type Build, type PlayerDraft, POSITION_KEYS, type PositionKey, type Role } from './model.js';
import { importName, japaneseName } from './names.js';
import { type Rng, rng } from './random.js';
import type { TeamSeed } from './types.js';

/** catalogue/positions.json */
export const POSITION_NAMES: Record<PositionKey, L10n> = readContent(
  'catalogue/positions.json',
  z.record(z.enum(POSITION_KEYS), l10nSchema),
);

/** A squad template: position, role, how many; `import` marks invented overseas signings. */
type Slot = [PositionKey, Role, number, ('import' | undefined)?];

const FOOTBALL: Slot[] = [
  ['GK', 'starter', 1],
  ['GK', 'reserve', 2],
  ['DF', 'starter', 4],
  ['DF', 'rotation', 2],
  ['DF', 'reserve', 3],
  ['MF', 'starter', 4],
  ['MF', 'rotation', 3],
  ['MF', 'reserve', 2],
  ['FW', 'star', 1],
  ['FW', 'starter', 1],
  ['FW', 'rotation', 2],
  ['FW', 'reserve', 1],
];

const BASEBALL: Slot[] = [
  ['P', 'star', 1],
  ['P', 'starter', 4],
  ['P', 'starter', 1, 'import'],
  ['P', 'rotation', 5],
  ['P', 'reserve', 2],
  ['C', 'starter', 1],
  ['C', 'reserve', 2],
  ['IF', 'star', 1],
  ['IF', 'starter', 3],
  ['IF', 'starter', 1, 'import'],
  ['IF', 'reserve', 2],
  ['OF', 'starter', 3],
  ['OF', 'rotation', 2],
];

const BASKETBALL: Slot[] = [
  ['PG', 'star', 1],
  ['PG', 'rotation', 2],
  ['SG', 'starter', 1],
  ['SG', 'rotation', 2],
  ['SF', 'starter', 1],
  ['SF', 'reserve', 2],
  ['PF', 'starter', 1, 'import'],
  ['PF', 'rotation', 1],
  ['PF', 'reserve', 1],
  ['CE', 'starter', 1, 'import'],
  ['CE', 'rotation', 1],
  ['CE', 'reserve', 1],
];

const GOLF: Slot[] = [
  ['PRO', 'star', 2],
  ['PRO', 'starter', 8],
  ['PRO', 'rotation', 10],
];

const SQUADS = { football: FOOTBALL, baseball: BASEBALL, basketball: BASKETBALL, golf: GOLF };

const AGE: Record<Role, [number, number]> = {
  star: [24, 31],
  starter: [22, 33],
  rotation: [20, 30],
  reserve: [18, 27],
};

const SKILL: Record<Role, [number, number]> = {
  star: [1.25, 1.45],
  starter: [0.95, 1.15],
  rotation: [0.75, 0.95],
  reserve: [0.6, 0.8],
};

function shirtNumbers(r: Rng, team: TeamSeed, squad: Slot[]): number[] {
  const count = squad.reduce((n, [, , k]) => n + k, 0);
  if (team.sport === 'golf') return Array.from({ length: count }, () => 0);
  const taken = new Set<number>();
  const out: number[] = [];
  for (const [position, role, k] of squad) {
    for (let i = 0; i < k; i++) {
      let n: number;
      if (team.sport === 'football' && position === 'GK')
        n = [1, 21, 31][out.filter((x) => [1, 21, 31].includes(x)).length]!;
      else if (team.sport === 'football' && role === 'star') n = 9;
      else if (team.sport === 'baseball' && role === 'star' && position === 'P') n = 18;
      else {
        do n = team.sport === 'football' ? r.int(2, 40) : r.int(0, 99);
        while (taken.has(n) || [1, 21, 31, 9].includes(n));
      }
      taken.add(n);
      out.push(n);
    }
  }
  return out;
}

/** The squad of one team, in shirt-number order. */
export function buildRoster(b: Build, team: TeamSeed): PlayerDraft[] {
  const r = rng(`roster:${team.key}`);
  const squad = SQUADS[team.sport];
  const numbers = shirtNumbers(r, team, squad);
  const used = new Set<string>();
  const year = b.t.year(b.now);
  const players: PlayerDraft[] = [];
  let i = 0;
  for (const [position, role, k, origin] of squad) {
    for (let j = 0; j < k; j++) {
      const [lo, hi] = AGE[role];
      const age = r.int(lo, hi) + (team.sport === 'golf' ? 4 : 0);
      const [slo, shi] = SKILL[role];
      const month = r.int(1, 12);
      const day = r.int(1, 28);
      players.push({
        id: 0,
        team,
        name: origin === 'import' ? importName(r, used) : japaneseName(r, used),
        number: numbers[i++]!,
        position,
        role,
        skill: slo + r.next() * (shi - slo),
        birthDate: `${year - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      });
    }
  }
  players.sort((a, c) => a.number - c.number || a.name.en.localeCompare(c.name.en));
  for (const player of players) player.id = b.ids.next('players');
  return players;
}
