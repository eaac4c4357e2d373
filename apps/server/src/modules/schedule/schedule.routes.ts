import {
  favoriteScheduleQuerySchema,
  favoriteScheduleResponse,
  type Locale,
  type ScheduleQuery,
  scheduleDayResponse,
  scheduleQuerySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../http/compression.js';
import type { FastAnswers } from '../../http/fast-answers.js';
import type { Guard } from '../../http/guard.js';
import { cachedBody } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { ScheduleServices } from './schedule.services.js';

/** GET /schedule and GET /schedule/favorite (spec §7 "Content" schedule calls): members only. */
export function scheduleRoutes(
  { auth, cache, fast }: { auth: Guard; cache: ReadCache; fast?: Pick<FastAnswers, 'add'> },
  { schedule }: ScheduleServices,
): FastifyPluginAsyncZod {
  const dayBody = cachedBody(cache, scheduleDayResponse, 'GET', '/api/v2/schedule');
  /** A day's schedule: JSON text made with scheduleDayResponse and kept in the read cache. */
  const answerDay = (query: ScheduleQuery, userId: number, locale: Locale) => {
    const variant = schedule.dayVariant(query, userId, locale);
    return dayBody(
      variant.then((v) => v.key),
      async () => {
        const { date, filter, scoreOn } = await variant;
        return { data: await schedule.day(date, filter, locale, scoreOn) };
      },
    );
  };
  // a cached answer of a live session goes before Fastify's routing and hooks (http/fast-answers.ts)
  fast?.add({
    url: '/api/v2/schedule',
    querystring: scheduleQuerySchema,
    answer: ({ me, locale, query }) => answerDay(query as ScheduleQuery, me.userId, locale),
    kept: ({ me, locale, query }) => {
      const variant = schedule.dayVariantKept(query as ScheduleQuery, me.userId, locale);
      return variant && cache.peek(variant.key);
    },
  });
  return async (app) => {
    app.get(
      '/schedule',
      { schema: { querystring: scheduleQuerySchema, response: { 200: scheduleDayResponse } } },
      async (request, reply) => {
        const me = await auth.member(request);
        return sendCached(reply, await answerDay(request.query, me.userId, request.locale));
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
