import {
  channelListResponse,
  livesDayParamsSchema,
  livesDayResponse,
  playerLivesParamsSchema,
  playerLivesResponse,
  programDayParamsSchema,
  programDayResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app.js';
import { sendJsonText } from '../../http/json-answer.js';
import type { ScheduleServices } from './schedule.services.js';

/** GET /channel, /program/{date}, /player/lives/{id}, /lives/{date}: members only (logged-in layout). */
export function channelRoutes({ auth }: ModuleDeps, { channels }: ScheduleServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/channel', { schema: { response: { 200: channelListResponse } } }, async (request) => {
      await auth.member(request);
      return { data: await channels.channels(request.locale) };
    });

    app.get(
      '/program/:date',
      { schema: { params: programDayParamsSchema, response: { 200: programDayResponse } } },
      // answered as cached JSON text made with programDayResponse (channel.service.ts)
      async (request, reply) => {
        await auth.member(request);
        return sendJsonText(reply, await channels.programDayAnswer(request.params.date, request.locale));
      },
    );

    app.get(
      '/player/lives/:id',
      { schema: { params: playerLivesParamsSchema, response: { 200: playerLivesResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await channels.playerLives(request.params.id, me.userId, request.locale) };
      },
    );

    app.get(
      '/lives/:date',
      { schema: { params: livesDayParamsSchema, response: { 200: livesDayResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await channels.livesDay(request.params.date, me.userId, request.locale) };
      },
    );
  };
}
