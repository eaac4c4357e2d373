import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { createAlertRepo } from '../modules/schedule/alert.repo.js';
import { type AlertRun, createReservationAlerts } from '../modules/schedule/alerts.service.js';
import { createPushRepo } from '../modules/schedule/push.repo.js';
import type { PushSender } from '../modules/schedule/push-sender.js';

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
 * Runs the alert job now and then every minute, until stopped; runs never overlap within an instance
 * (a tick while one is still sending is skipped), and across instances the advisory lock picks one.
 * A failed run is reported and the schedule goes on. The timer does not keep the process alive.
 */
export function scheduleReservationAlerts(
  ctx: ReservationAlertsContext,
  report: (outcome: { run: AlertRun | null } | { error: unknown }) => void,
  everyMs = MINUTE,
): { stop(): Promise<void>; ran: Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return running;
    running = runReservationAlerts(ctx)
      .then(
        (outcome) => report({ run: outcome }),
        (error: unknown) => report({ error }),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const ran = run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    ran,
    /** Stops the schedule and waits for a run in progress (so the database can close after). */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
