import {
  createReservationBodySchema,
  okResponse,
  reservationIdParamsSchema,
  reservationResponse,
  reservationsResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { ReservationService } from './reservation.service.js';

/**
 * Reservations (push alerts) of spec §7: GET/POST /apush, DELETE /apush/{id}; members only.
 * 409 RESERVATION_EXISTS and 408 RESERVATION_CLOSED make the client refresh its list (spec §4).
 */
export function reservationRoutes(
  { auth }: { auth: Guard },
  { reservations }: { reservations: ReservationService },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/apush', { schema: { response: { 200: reservationsResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: await reservations.list(me.userId, request.locale) };
    });

    app.post(
      '/apush',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { body: createReservationBodySchema, response: { 201: reservationResponse } },
      },
      async (request, reply) => {
        const me = await auth.self(request, request.body.userId);
        const created = await reservations.create(me.userId, request.body, request.locale);
        return reply.status(201).send({ data: created });
      },
    );

    app.delete(
      '/apush/:id',
      { schema: { params: reservationIdParamsSchema, response: { 200: okResponse } } },
      async (request) => {
        const me = await auth.member(request);
        await reservations.remove(me.userId, request.params.id);
        return { data: null };
      },
    );
  };
}
