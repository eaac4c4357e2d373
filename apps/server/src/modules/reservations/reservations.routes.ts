import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { pushRoutes } from './push.routes.js';
import { reservationRoutes } from './reservation.routes.js';
import type { ReservationsServices } from './reservations.services.js';

/** Reservations of lives and their alerts: GET/POST/DELETE /apush, Web Push subscriptions, in-app alerts. */
export function reservationsRoutes(
  deps: { auth: Guard },
  services: ReservationsServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(reservationRoutes(deps, services));
    await app.register(pushRoutes(deps, services));
  };
}
