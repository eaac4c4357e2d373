import { LIVE_STATUS } from '@kickoff/contract';
import { and, eq, gt, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import { lives } from '../db/schema/index.js';

/*
 * The contract's live rules (packages/contract/src/live-status.ts) as SQL conditions on `lives`,
 * written once for every module's queries. Each mirrors its contract function term for term;
 * live-status.int.test.ts runs both over the same rows and expects the same answer.
 */

/**
 * `isLiveOnAir(live, now)`: marked on air, or still marked before and due (begin_at ≤ now < end_at).
 * Two branches the planner serves from lives_status_idx (status, begin_at) as a bitmap OR.
 */
export function liveOnAirAt(now: Date | Placeholder): SQL {
  return or(
    eq(lives.status, LIVE_STATUS.ON_AIR),
    and(eq(lives.status, LIVE_STATUS.BEFORE), lte(lives.beginAt, now), gt(lives.endAt, now)),
  )!;
}

/** `isLiveReservable(live, now)`: still marked before, and its begin is ahead. */
export function liveReservableAt(now: Date | Placeholder): SQL {
  return and(eq(lives.status, LIVE_STATUS.BEFORE), gt(lives.beginAt, now))!;
}

/** `isLiveNotOver(live, now)`: on air, or still to begin. Not "on air": what search lists. */
export function liveNotOverAt(now: Date | Placeholder): SQL {
  return or(liveOnAirAt(now), liveReservableAt(now))!;
}
