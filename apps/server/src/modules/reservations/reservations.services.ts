import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { createAlertRepo } from './alert.repo.js';
import { createReservationAlerts } from './alerts.service.js';
import { createPushRepo } from './push.repo.js';
import { createPushService } from './push.service.js';
import type { PushSender } from './push-sender.js';
import { createReservationRepo } from './reservation.repo.js';
import { createReservationService } from './reservation.service.js';

/** The alerts of reserved lives going on air, with their repositories (the alert job runs them). */
export function createAlertsOfReservations({ db, sender }: { db: Database; sender: PushSender }) {
  return createReservationAlerts({ db, alerts: createAlertRepo(db), push: createPushRepo(db), sender });
}

/** Reservations, Web Push subscriptions with the in-app alerts, and the alert run. */
export function createReservationsServices({
  db,
  clock,
  vapidPublicKey,
  sender,
}: {
  db: Database;
  clock: Clock;
  vapidPublicKey: string;
  sender: PushSender;
}) {
  return {
    reservations: createReservationService({ repo: createReservationRepo(db), clock }),
    push: createPushService({
      repo: createPushRepo(db),
      alerts: createAlertRepo(db),
      clock,
      publicKey: vapidPublicKey,
    }),
    alerts: createAlertsOfReservations({ db, sender }),
  };
}
export type ReservationsServices = ReturnType<typeof createReservationsServices>;
