/** Reservations (push alerts) of spec §7 "Favourites and reservations", Web Push and in-app alerts. */
export type { AlertRun } from './alerts.service.js';
export {
  createWebPushSender,
  type PushSender,
} from './push-sender.js';
export { reservationsRoutes } from './reservations.routes.js';
export {
  createAlertsOfReservations,
  createReservationsServices,
  type ReservationsServices,
} from './reservations.services.js';
