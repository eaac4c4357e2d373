import { BROADCAST_TYPE } from './limits.js';

// ── Live status and "on air": the one reading of server and web ───────────────────────────

/** Live status (spec §3 `lives[].status`): 0 before, 1 on air, 2 ended, 3 cancelled. */
export const LIVE_STATUS = { BEFORE: 0, ON_AIR: 1, ENDED: 2, CANCELLED: 3 } as const;

/** What the on-air rules read of a live: its LIVE_STATUS and its planned window [beginAt, endAt). */
export interface LiveTimes {
  status: number;
  beginAt: Date | string;
  endAt: Date | string;
}

const ms = (instant: Date | string) => new Date(instant).getTime();

/** Whether an instant falls in a broadcast window: from its begin (inclusive) to its end (exclusive). */
export function isInWindow(begin: Date | string, end: Date | string, instant: Date): boolean {
  const t = instant.getTime();
  return ms(begin) <= t && t < ms(end);
}

/**
 * Whether a live is on air at `now` — THE definition: every "on air" of the server (home "live now",
 * the lives beside a channel's player, reservation alerts, search) and of the web (badges, watch
 * links, the schedule's on-air group) is this function, or its SQL mirror `liveOnAirAt` on the server.
 *
 * A live is on air when it is marked on air (status 1), or when it is due: still marked before
 * (status 0) and `now` is inside its window, beginAt ≤ now < endAt. Ended (2) and cancelled (3) lives
 * are never on air, whatever their times.
 *
 * Reading: the spec gives lives a status (§3 `lives[].status`: before, on air, ended, cancelled) and
 * times, and does not say which wins. The status is the operator's word and wins where it has been
 * said — a live marked on air stays on air past its planned end (extra time, a late start) until it
 * is marked ended, and an ended or cancelled live is off air even inside its window. A live nobody
 * has marked yet goes on air by the clock at its begin and off at its end: a member never sees a live
 * "not begun" while its window is open because the status was updated late.
 */
export function isLiveOnAir(live: LiveTimes, now: Date): boolean {
  if (live.status === LIVE_STATUS.ON_AIR) return true;
  return live.status === LIVE_STATUS.BEFORE && isInWindow(live.beginAt, live.endAt, now);
}

/**
 * Whether a live still takes a reservation (spec §4 push alerts): it has neither begun, ended nor been
 * called off, and its begin instant is still ahead. The server answers 408 RESERVATION_CLOSED otherwise,
 * and the web offers the reserve button only then. Never true of a live on air.
 */
export function isLiveReservable(live: { status: number; beginAt: Date | string }, now: Date): boolean {
  return live.status === LIVE_STATUS.BEFORE && ms(live.beginAt) > now.getTime();
}

/**
 * Whether a live is not over yet at `now`: on air (isLiveOnAir), or still to begin (isLiveReservable).
 * Not "on air": search lists these lives (spec §3 search results `lives`), on air and coming alike.
 */
export function isLiveNotOver(live: LiveTimes, now: Date): boolean {
  return isLiveOnAir(live, now) || isLiveReservable(live, now);
}

/** Whether a live is a first-run broadcast (spec §3 broadcast types 100 live, 200 main), not a rerun. */
export function isFirstRun(live: { broadcastType: number }): boolean {
  return live.broadcastType === BROADCAST_TYPE.LIVE || live.broadcastType === BROADCAST_TYPE.MAIN;
}

/**
 * Whether a live is the match going out as it happens: on air (isLiveOnAir) and a first-run broadcast.
 * A rebroadcast or recording on air is watchable but does not make its match "live" (a finished match
 * with its rebroadcast on air is still finished).
 */
export function isLiveNow(live: LiveTimes & { broadcastType: number }, now: Date): boolean {
  return isFirstRun(live) && isLiveOnAir(live, now);
}
