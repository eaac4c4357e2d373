import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { createAlertRepo } from '../modules/schedule/alert.repo.js';
import { type AlertRun, createReservationAlerts } from '../modules/schedule/alerts.service.js';
import { createPushRepo } from '../modules/schedule/push.repo.js';
import type { PushSender } from '../modules/schedule/push-sender.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const MINUTE = 60 * 1000;

export interface ReservationAlertsContext {
  db: Database;
  clock: Clock;
  /** The Web Push sender (createWebPushSender with the VAPID keys of the config). */
  sender: PushSender;
}

/** One run: alerts for the reserved lives that went on air; null when another instance is running it. */
export function runReservationAlerts({
  db,
  clock,
  sender,
}: ReservationAlertsContext): Promise<AlertRun | null> {
  const alerts = createReservationAlerts({
    db,
    alerts: createAlertRepo(db),
    push: createPushRepo(db),
    sender,
  });
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
