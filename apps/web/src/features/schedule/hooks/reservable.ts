import { GAME_STATUS, isLiveOnAir, isLiveReservable } from '@kickoff/contract';
import type { MatchView } from '../../catalogue/index.js';

/**
 * The live a member can still reserve an alert for: the game is scheduled, nothing of it is on air,
 * and its next live has not begun (the server answers 408 RESERVATION_CLOSED after that). Null when
 * there is none: the row then shows no reserve button.
 */
export function reservableLive(
  match: Pick<MatchView, 'status' | 'lives'>,
  now: Date,
): MatchView['lives'][number] | null {
  if (match.status !== GAME_STATUS.SCHEDULED) return null;
  if (match.lives.some((live) => isLiveOnAir(live, now))) return null;
  return match.lives.find((live) => isLiveReservable(live, now)) ?? null;
}
