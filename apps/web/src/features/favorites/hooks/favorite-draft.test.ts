import type { Favorites } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import {
  addChoice,
  changedKinds,
  draftOf,
  type FavoriteChoice,
  moveChoice,
  removeChoice,
} from './favorite-draft.js';

const team = (destId: number): FavoriteChoice => ({
  destId,
  name: `Team ${destId}`,
  shortName: `T${destId}`,
  code: `T${destId}`,
  colors: ['#000', '#fff'],
  gameTypeId: 1,
});

const saved: Favorites = {
  myTeam: [
    { ...team(3), orderNo: 2 },
    { ...team(1), orderNo: 1 },
  ],
  myLeague: [],
};

describe('favourite draft', () => {
  it('lists the saved favourites in orderNo order', () => {
    expect(draftOf(saved).team.map((c) => c.destId)).toEqual([1, 3]);
  });

  it('adds at the end, refuses a duplicate and a sixth pick', () => {
    let draft = draftOf(saved);
    for (const id of [5, 7, 9]) draft = addChoice(draft, 'team', team(id)).draft;
    expect(draft.team.map((c) => c.destId)).toEqual([1, 3, 5, 7, 9]);
    expect(addChoice(draft, 'team', team(3)).outcome).toBe('duplicate');
    const sixth = addChoice(draft, 'team', team(11));
    expect(sixth.outcome).toBe('limit');
    expect(sixth.draft).toBe(draft);
    // the league list has its own limit
    expect(addChoice(draft, 'league', { ...team(1), code: null }).outcome).toBe('added');
  });

  it('moves up and down, and not past either end', () => {
    const draft = addChoice(draftOf(saved), 'team', team(5)).draft;
    expect(moveChoice(draft, 'team', 5, -1).team.map((c) => c.destId)).toEqual([1, 5, 3]);
    expect(moveChoice(draft, 'team', 1, 1).team.map((c) => c.destId)).toEqual([3, 1, 5]);
    expect(moveChoice(draft, 'team', 1, -1)).toBe(draft);
    expect(moveChoice(draft, 'team', 5, 1)).toBe(draft);
  });

  it('reports the kinds whose members or order changed', () => {
    const base = draftOf(saved);
    expect(changedKinds(base, base)).toEqual([]);
    expect(changedKinds(base, moveChoice(base, 'team', 3, -1))).toEqual(['team']);
    expect(changedKinds(base, removeChoice(base, 'team', 1))).toEqual(['team']);
    expect(changedKinds(base, addChoice(base, 'league', team(2)).draft)).toEqual(['league']);
  });
});
