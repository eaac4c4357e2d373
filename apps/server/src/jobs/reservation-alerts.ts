import type { Clock } from '../clock.js';
import type { AlertRun, ReservationsServices } from '../modules/reservations/index.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const MINUTE = 60 * 1000;

export interface ReservationAlertsContext {
  /** The alert run of the reservations module (core.services.reservations.alerts). */
  alerts: Pick<ReservationsServices['alerts'], 'alertReservedLives'>;
  clock: Clock;
}

/** One run: alerts for the reserved lives that went on air; null when another instance is running it. */
export function runReservationAlerts({ alerts, clock }: ReservationAlertsContext): Promise<AlertRun | null> {
  return alerts.alertReservedLives(clock.now());
}

/**
 * Runs the alert job now and then every minute, until stopped (see repeatJob: a tick while one run is
 * still sending is skipped); across instances the advisory lock picks one.
 */
export function scheduleReservationAlerts(
  ctx: ReservationAlertsContext,
  report: (outcome: { run: AlertRun | null } | { error: unknown }) => void,
  everyMs = MINUTE,
): RepeatingJob {
  return repeatJob(
    () => runReservationAlerts(ctx),
    (outcome) => report('error' in outcome ? outcome : { run: outcome.value }),
    everyMs,
  );
}
