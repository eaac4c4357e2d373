import {
  channelListResponse,
  type Locale,
  livesDayParamsSchema,
  livesDayResponse,
  playerLivesParamsSchema,
  playerLivesResponse,
  programDayParamsSchema,
  programDayResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../http/compression.js';
import type { FastAnswers } from '../../http/fast-answers.js';
import type { Guard } from '../../http/guard.js';
import { cachedBody } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { ChannelService } from './channel.service.js';

/** GET /channel, /program/{date}, /player/lives/{id}, /lives/{date}: members only (logged-in layout). */
export function channelRoutes(
  { auth, cache, fast }: { auth: Guard; cache: ReadCache; fast?: Pick<FastAnswers, 'add'> },
  { channels }: { channels: ChannelService },
): FastifyPluginAsyncZod {
  const programBody = cachedBody(cache, programDayResponse, 'GET', '/api/v2/program/:date');
  /** A day's EPG: JSON text made with programDayResponse and kept in the read cache (nothing per member). */
  const programKey = (date: string, locale: Locale) => `program/${date}/${locale}`;
  const answerProgramDay = (date: string, locale: Locale) =>
    programBody(programKey(date, locale), async () => ({ data: await channels.programDay(date, locale) }));
  // a cached answer of a live session goes before Fastify's routing and hooks (http/fast-answers.ts)
  fast?.add({
    url: '/api/v2/program/:date',
    params: programDayParamsSchema,
    answer: ({ locale, params }) => answerProgramDay((params as { date: string }).date, locale),
    kept: ({ locale, params }) => cache.peek(programKey((params as { date: string }).date, locale)),
  });
  return async (app) => {
    app.get('/channel', { schema: { response: { 200: channelListResponse } } }, async (request) => {
      await auth.member(request);
      return { data: await channels.channels(request.locale) };
    });

    app.get(
      '/program/:date',
      { schema: { params: programDayParamsSchema, response: { 200: programDayResponse } } },
      async (request, reply) => {
        await auth.member(request);
        return sendCached(reply, await answerProgramDay(request.params.date, request.locale));
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
