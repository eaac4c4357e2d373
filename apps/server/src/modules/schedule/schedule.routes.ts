import {
  favoriteScheduleQuerySchema,
  favoriteScheduleResponse,
  scheduleDayResponse,
  scheduleQuerySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { cachedJson } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { ScheduleServices } from './schedule.services.js';

/** GET /schedule and GET /schedule/favorite (spec §7 "Content" schedule calls): members only. */
export function scheduleRoutes(
  { auth, cache }: { auth: Guard; cache: ReadCache },
  { schedule }: ScheduleServices,
): FastifyPluginAsyncZod {
  const sendDay = cachedJson(cache, scheduleDayResponse, 'GET', '/api/v2/schedule');
  return async (app) => {
    app.get(
      '/schedule',
      { schema: { querystring: scheduleQuerySchema, response: { 200: scheduleDayResponse } } },
      // answered as JSON text made with scheduleDayResponse and kept in the read cache
      async (request, reply) => {
        const me = await auth.member(request);
        const variant = schedule.dayVariant(request.query, me.userId, request.locale);
        return sendDay(
          reply,
          variant.then((v) => v.key),
          async () => {
            const { date, filter, scoreOn } = await variant;
            return { data: await schedule.day(date, filter, request.locale, scoreOn) };
          },
        );
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
  };
}
