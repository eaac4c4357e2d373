import type { Clock } from '../clock.js';
import type { OAuthHousekeeping } from '../modules/oauth/index.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const HOUR = 60 * 60 * 1000;

export interface HousekeepingContext {
  /** The social login clean-up (core.services.oauth.housekeeping). */
  housekeeping: OAuthHousekeeping;
  clock: Clock;
}

export interface HousekeepingRun {
  /** Expired social accessTokens deleted (used or not: they can no longer log anyone in). */
  snsTokens: number;
  /** Used OAuth states deleted once their round trip would have expired anyway. */
  oauthStates: number;
}

/** One run: deletes what has expired and can no longer be used. Safe on several instances at once. */
export function runHousekeeping({ housekeeping, clock }: HousekeepingContext): Promise<HousekeepingRun> {
  return housekeeping.purgeExpired(clock.now());
}

/** Runs the clean-up now and then every `everyMs` (an hour), until stopped (see repeatJob). */
export function scheduleHousekeeping(
  ctx: HousekeepingContext,
  report: (outcome: { value: HousekeepingRun } | { error: unknown }) => void,
  everyMs = HOUR,
): RepeatingJob {
  return repeatJob(() => runHousekeeping(ctx), report, everyMs);
}
