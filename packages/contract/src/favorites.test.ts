import { describe, expect, it } from 'vitest';
import { favoriteLimit, likeSeveralBodySchema } from './favorites.js';
import { isReservationRemoved, shouldRefreshReservations } from './reservation-rules.js';

describe('favourites', () => {
  it('allows 5 teams and 5 leagues', () => {
    expect(favoriteLimit('team')).toBe(5);
    expect(favoriteLimit('league')).toBe(5);
  });

  it('refuses a destId listed twice, but leaves the count limit to the server (409)', () => {
    const body = (ids: number[]) => ({
      userId: 1,
      type: 'team',
      destIdList: ids.map((destId, i) => ({ destId, orderNo: i + 1 })),
    });
    expect(likeSeveralBodySchema.safeParse(body([1, 2, 1])).success).toBe(false);
    expect(likeSeveralBodySchema.safeParse(body([1, 2, 3, 4, 5, 6])).success).toBe(true);
    expect(likeSeveralBodySchema.safeParse(body([])).success).toBe(true);
    expect(likeSeveralBodySchema.safeParse({ ...body([1]), type: 'player' }).success).toBe(false);
  });
});

describe('reservation rules (spec §4)', () => {
  it('refreshes the list after success, 409 and 408', () => {
    expect([201, 409, 408].map(shouldRefreshReservations)).toEqual([true, true, true]);
    expect([400, 401, 500].map(shouldRefreshReservations)).toEqual([false, false, false]);
  });

  it('counts removing an unknown reservation as success', () => {
    expect([200, 204, 404].map(isReservationRemoved)).toEqual([true, true, true]);
    expect([401, 500].map(isReservationRemoved)).toEqual([false, false]);
  });
});
