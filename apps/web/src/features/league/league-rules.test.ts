import type { Round } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import {
  formResults,
  inMenuOrder,
  leagueKeyTarget,
  pickLeague,
  pickRound,
  positiveInt,
  signed,
  yearOf,
} from './league-rules.js';

const round = (id: number, startDate: string): Round => ({
  id,
  seasonId: 1,
  competitionId: 1,
  name: `R${id}`,
  orderNo: id,
  startDate,
  endDate: startDate,
});

describe('league rules', () => {
  it("sends a league's key to that league under its sport, keeping the query", () => {
    const menu = [
      { id: 1, key: 'neo1', gameTypeKey: 'football' },
      { id: 6, key: 'seiran', gameTypeKey: 'golf' },
    ];
    expect(leagueKeyTarget(menu, 'neo1', '')).toBe('/league/football?league=1');
    expect(leagueKeyTarget(menu, 'seiran', '?year=2025&league=99')).toBe('/league/golf?year=2025&league=6');
    expect(leagueKeyTarget(menu, 'cricket', '')).toBeUndefined();
    expect(leagueKeyTarget(undefined, 'neo1', '')).toBeUndefined();
  });

  it('reads ids and years from the URL, ignoring junk', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('-1')).toBeUndefined();
    expect(positiveInt('1e3')).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
    expect(positiveInt('9999999999')).toBeUndefined();
    expect(yearOf('2025')).toBe(2025);
    expect(yearOf('25')).toBeUndefined();
  });

  it('orders leagues by the menu and picks the requested one or the first', () => {
    const leagues = [{ id: 2 }, { id: 1 }, { id: 9 }];
    const ordered = inMenuOrder(leagues, [{ id: 1 }, { id: 2 }]);
    expect(ordered.map((l) => l.id)).toEqual([1, 2, 9]);
    expect(inMenuOrder(leagues, undefined)).toBe(leagues);
    expect(pickLeague(ordered, 2)?.id).toBe(2);
    expect(pickLeague(ordered, 77)?.id).toBe(1);
    expect(pickLeague(ordered, undefined)?.id).toBe(1);
    expect(pickLeague([], 1)).toBeUndefined();
  });

  it('opens the requested round, else the current one, else the last started', () => {
    const rounds = [round(1, '2026-03-01'), round(2, '2026-03-08'), round(3, '2026-03-15')];
    expect(pickRound(rounds, 3, 2, '2026-03-09')).toBe(3);
    expect(pickRound(rounds, 99, 2, '2026-03-09')).toBe(2);
    expect(pickRound(rounds, undefined, undefined, '2026-03-09')).toBe(2);
    expect(pickRound(rounds, undefined, 42, '2026-01-01')).toBe(1);
    expect(pickRound([], 1, 1, '2026-01-01')).toBeUndefined();
  });

  it('reads form and signs differences', () => {
    expect(formResults('wdLxW')).toEqual(['W', 'D', 'L', 'W']);
    expect(signed(5)).toBe('+5');
    expect(signed(0)).toBe('0');
    expect(signed(-3)).toBe('−3');
  });
});
