import {
  type ContentType,
  continueResponse,
  playbackResponse,
  playUidParamsSchema,
  positionBodySchema,
  videoInfoResponse,
  videoParamsSchema,
  vodPositionResponse,
} from '@kickoff/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { PlaybackViewer } from './playback.service.js';
import type { PlaybackServices } from './playback.services.js';

/**
 * Playback (spec §7 GET /{type}/{id}, GET /play/live/{playUid}) and continue watching. Members only:
 * a logged-out call is 401 before anything is looked up.
 */
export function playbackRoutes(
  { auth }: { auth: Guard },
  { playback, watching }: PlaybackServices,
): FastifyPluginAsyncZod {
  const viewerOf = async (request: FastifyRequest): Promise<PlaybackViewer> => {
    const me = await auth.member(request);
    return { userId: me.userId, sessionId: me.session.id, locale: request.locale };
  };

  return async (app) => {
    const videoInfo = (type: ContentType) =>
      app.get(
        `/${type}/:id`,
        { schema: { params: videoParamsSchema, response: { 200: videoInfoResponse } } },
        async (request) => {
          const viewer = await viewerOf(request);
          return { data: await playback.videoInfo(type, request.params.id, viewer) };
        },
      );
    videoInfo('vod');
    videoInfo('live');
    videoInfo('channel');

    app.get(
      '/play/live/:playUid',
      { schema: { params: playUidParamsSchema, response: { 200: playbackResponse } } },
      async (request) => {
        const viewer = await viewerOf(request);
        return { data: await playback.bypassPlayback(request.params.playUid, viewer) };
      },
    );

    app.put(
      '/vod/:id/position',
      {
        schema: {
          params: videoParamsSchema,
          body: positionBodySchema,
          response: { 200: vodPositionResponse },
        },
      },
      async (request) => {
        const me = await auth.member(request);
        return { data: await watching.savePosition(me.userId, request.params.id, request.body) };
      },
    );

    app.get('/continue', { schema: { response: { 200: continueResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: await watching.continueList({ userId: me.userId, locale: request.locale }) };
    });
  };
}
