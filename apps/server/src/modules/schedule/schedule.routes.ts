import fastifyRateLimit from '@fastify/rate-limit';
import {
  favoriteScheduleQuerySchema,
  favoriteScheduleResponse,
  scheduleDayResponse,
  scheduleQuerySchema,
  scoreSettingResponse,
  scoreSettingSchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app.js';
import { sendJsonText } from '../../http/json-answer.js';
import { rateLimitStore } from '../../http/rate-limit.js';
import { channelRoutes } from './channel.routes.js';
import { favoriteRoutes } from './favorite.routes.js';
import { popupRoutes } from './popup.routes.js';
import { pushRoutes } from './push.routes.js';
import { reservationRoutes } from './reservation.routes.js';
import { createScheduleServices, type ScheduleServices } from './schedule.services.js';

/**
 * Schedules and scores, channels and the EPG, lives by day, favourites, reservations with push alerts,
 * and layer popups (spec §7 "Content" schedule/channel calls, "Favourites and reservations", popups).
 */
export function scheduleRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyRateLimit, { global: false, ...rateLimitStore(deps) });
    const services = createScheduleServices(deps);
    await app.register(scheduleDayRoutes(deps, services));
    await app.register(channelRoutes(deps, services));
    await app.register(favoriteRoutes(deps, services));
    await app.register(reservationRoutes(deps, services));
    await app.register(pushRoutes(deps, services));
    await app.register(popupRoutes(deps, services));
  };
}

/** GET /schedule, GET /schedule/favorite, GET/PUT /score/on: members only. */
function scheduleDayRoutes({ auth }: ModuleDeps, { schedule }: ScheduleServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/schedule',
      { schema: { querystring: scheduleQuerySchema, response: { 200: scheduleDayResponse } } },
      // answered as cached JSON text made with scheduleDayResponse (schedule.service.ts)
      async (request, reply) => {
        const me = await auth.member(request);
        return sendJsonText(reply, await schedule.dayAnswer(request.query, me.userId, request.locale));
      },
    );

    app.get(
      '/schedule/favorite',
      { schema: { querystring: favoriteScheduleQuerySchema, response: { 200: favoriteScheduleResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await schedule.favorites(request.query, me.userId, request.locale) };
      },
    );

    app.get('/score/on', { schema: { response: { 200: scoreSettingResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: { on: await schedule.scoreOn(me.userId) } };
    });

    app.put(
      '/score/on',
      { schema: { body: scoreSettingSchema, response: { 200: scoreSettingResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: { on: await schedule.setScoreOn(me.userId, request.body.on) } };
      },
    );
  };
}
