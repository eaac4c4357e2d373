import { describe, expect, it } from 'vitest';
import {
  decodeScope,
  encodeScope,
  NO_SCOPE,
  PLAN_LEVEL,
  SCOPE_INDEX,
  SCOPE_LENGTH,
  type ScopeFlag,
} from './scope.js';

/** A wire array with the plan level at 0 and the given indices set to 1. */
function wire(plan: number, ...on: number[]): number[] {
  const scope = new Array<number>(SCOPE_LENGTH).fill(0);
  scope[0] = plan;
  for (const i of on) scope[i] = 1;
  return scope;
}

/** The flags that are on. */
const onFlags = (scope: Record<ScopeFlag, boolean>) =>
  (Object.keys(scope) as ScopeFlag[]).filter((flag) => scope[flag]).sort();

describe('SCOPE_INDEX', () => {
  it('follows the mapping of spec §3', () => {
    expect(SCOPE_INDEX).toEqual({
      PLAN: 0,
      ADLIVE: 4,
      ADVOD: 5,
      MULTI: 8,
      DAMP: 9,
      DALB: 10,
      DALBVOD: 11,
      LIVE: 13,
      VOD: 14,
      CH: 15,
    });
    expect(PLAN_LEVEL).toEqual({ FREE: 1, BASIC: 2, PREMIUM: 3 });
  });
});

describe('decodeScope', () => {
  it('decodes each plan level at index 0', () => {
    expect(onFlags(decodeScope(wire(1)))).toEqual(['FREE']);
    expect(onFlags(decodeScope(wire(2)))).toEqual(['BASIC']);
    expect(onFlags(decodeScope(wire(3)))).toEqual(['PREMIUM']);
  });

  it('knows no plan for an unknown level', () => {
    expect(onFlags(decodeScope(wire(0)))).toEqual([]);
    expect(onFlags(decodeScope(wire(4)))).toEqual([]);
  });

  it.each([
    ['ADLIVE', 4],
    ['ADVOD', 5],
    ['DAMP', 9],
    ['DALB', 10],
    ['DALBVOD', 11],
    ['LIVE', 13],
    ['VOD', 14],
    ['CH', 15],
  ] as const)('reads %s at index %i alone', (flag, index) => {
    expect(onFlags(decodeScope(wire(0, index)))).toEqual([flag]);
  });

  it('MULTI at index 8 also sets CH', () => {
    expect(onFlags(decodeScope(wire(0, 8)))).toEqual(['CH', 'MULTI']);
  });

  it('ignores the unused indices 1, 2, 3, 6, 7 and 12', () => {
    expect(onFlags(decodeScope(wire(0, 1, 2, 3, 6, 7, 12)))).toEqual([]);
  });

  it('treats only the value 1 as on', () => {
    const scope = wire(2);
    scope[SCOPE_INDEX.LIVE] = 2;
    scope[SCOPE_INDEX.VOD] = -1;
    expect(onFlags(decodeScope(scope))).toEqual(['BASIC']);
  });

  it('decodes the three passes of decisions.md', () => {
    expect(onFlags(decodeScope(wire(1, 4, 5)))).toEqual(['ADLIVE', 'ADVOD', 'FREE']);
    expect(onFlags(decodeScope(wire(2, 13, 14, 15)))).toEqual(['BASIC', 'CH', 'LIVE', 'VOD']);
    expect(onFlags(decodeScope(wire(3, 8, 13, 14, 15)))).toEqual(['CH', 'LIVE', 'MULTI', 'PREMIUM', 'VOD']);
  });

  it('treats missing indices of a short array as off', () => {
    expect(onFlags(decodeScope([3]))).toEqual(['PREMIUM']);
    expect(onFlags(decodeScope([2, 0, 0, 0, 1]))).toEqual(['ADLIVE', 'BASIC']);
  });

  it('treats non-number entries as off', () => {
    expect(onFlags(decodeScope(['3', null, 0, 0, '1', true]))).toEqual([]);
  });

  it.each([[undefined], [null], [[]], ['1,0,0'], [3], [{ 0: 3, 13: 1 }], [{ length: 16 }]])(
    'decodes garbage %j to no scope at all',
    (garbage) => {
      expect(decodeScope(garbage)).toEqual(NO_SCOPE);
    },
  );

  it('answers a fresh object each time, never the frozen NO_SCOPE', () => {
    const scope = decodeScope(null);
    expect(Object.isFrozen(scope)).toBe(false);
    scope.LIVE = true;
    expect(NO_SCOPE.LIVE).toBe(false);
  });
});

describe('encodeScope', () => {
  it('writes the plan level and flags at their indices', () => {
    expect(encodeScope('FREE', { ADLIVE: true, ADVOD: true })).toEqual(wire(1, 4, 5));
    expect(encodeScope('BASIC', { LIVE: true, VOD: true, CH: true })).toEqual(wire(2, 13, 14, 15));
  });

  it('always answers the full 16-entry array', () => {
    expect(encodeScope('FREE', {})).toHaveLength(SCOPE_LENGTH);
    expect(encodeScope('FREE', {})).toEqual(wire(1));
  });

  it('sets CH with MULTI', () => {
    expect(encodeScope('PREMIUM', { MULTI: true })).toEqual(wire(3, 8, 15));
  });

  it('leaves false flags off', () => {
    expect(encodeScope('BASIC', { LIVE: false, VOD: true })).toEqual(wire(2, 14));
  });

  it('round-trips through decodeScope', () => {
    const flags = ['ADLIVE', 'ADVOD', 'MULTI', 'DAMP', 'DALB', 'DALBVOD', 'LIVE', 'VOD', 'CH'] as const;
    for (const plan of ['FREE', 'BASIC', 'PREMIUM'] as const) {
      for (const flag of flags) {
        const decoded = decodeScope(encodeScope(plan, { [flag]: true }));
        const expected = [plan, flag, ...(flag === 'MULTI' ? ['CH'] : [])].sort();
        expect(onFlags(decoded)).toEqual(expected);
      }
      const all = Object.fromEntries(flags.map((flag) => [flag, true]));
      expect(onFlags(decodeScope(encodeScope(plan, all)))).toEqual([plan, ...flags].sort());
    }
  });

  it('decode then encode gives back a valid wire array', () => {
    const premium = wire(3, 8, 13, 14, 15);
    const decoded = decodeScope(premium);
    const plan = (['FREE', 'BASIC', 'PREMIUM'] as const).find((p) => decoded[p]);
    expect(plan).toBe('PREMIUM');
    expect(encodeScope(plan ?? 'FREE', decoded)).toEqual(premium);
  });
});
