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
import type { Guard } from '../../http/guard.js';
import { cachedJson } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { ChannelService } from './channel.service.js';

/** GET /channel, /program/{date}, /player/lives/{id}, /lives/{date}: members only (logged-in layout). */
export function channelRoutes(
  { auth, cache }: { auth: Guard; cache: ReadCache },
  { channels }: { channels: ChannelService },
): FastifyPluginAsyncZod {
  const sendProgramDay = cachedJson(cache, programDayResponse, 'GET', '/api/v2/program/:date');
  return async (app) => {
    app.get('/channel', { schema: { response: { 200: channelListResponse } } }, async (request) => {
      await auth.member(request);
      return { data: await channels.channels(request.locale) };
    });

    app.get(
      '/program/:date',
      { schema: { params: programDayParamsSchema, response: { 200: programDayResponse } } },
      // answered as JSON text made with programDayResponse and kept in the read cache (the EPG holds
      // nothing per member)
      async (request, reply) => {
        await auth.member(request);
        const { date } = request.params;
        return sendProgramDay(reply, `program/${date}/${request.locale}`, async () => ({
          data: await channels.programDay(date, request.locale),
        }));
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
