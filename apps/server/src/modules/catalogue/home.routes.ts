import {
  gameTypeListResponse,
  homeResponse,
  introSectionsResponse,
  originHomeResponse,
  topResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { cachedJson } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { PUBLIC_CACHE, viewerOf } from './catalogue.http.js';
import type { CatalogueServices } from './catalogue.services.js';

/** Site-wide calls: game types, the top bar and the intro (public), the home and programmes (members). */
export function homeRoutes(
  { auth, cache }: { auth: Guard; cache: ReadCache },
  { home, vods }: CatalogueServices,
): FastifyPluginAsyncZod {
  const sendHome = cachedJson(cache, homeResponse, 'GET', '/api/v2/home/web');
  return async (app) => {
    app.get('/game/type', { schema: { response: { 200: gameTypeListResponse } } }, async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { data: await home.gameTypes(request.locale) };
    });

    app.get('/top', { schema: { response: { 200: topResponse } } }, async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { data: await home.top(request.locale) };
    });

    app.get(
      '/introsection/web',
      { schema: { response: { 200: introSectionsResponse } } },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return { data: await home.intro(request.locale) };
      },
    );

    // answered as JSON text made with homeResponse and kept in the read cache, not serialized per request
    app.get('/home/web', { schema: { response: { 200: homeResponse } } }, async (request, reply) => {
      const viewer = await viewerOf(auth, request);
      const variant = home.homeVariant(viewer);
      return sendHome(
        reply,
        variant.then((v) => v.key),
        async () => ({ data: await home.home(viewer.locale, (await variant).scoreOn) }),
      );
    });

    app.get('/origin/home/web', { schema: { response: { 200: originHomeResponse } } }, async (request) => {
      const viewer = await viewerOf(auth, request);
      return { data: await vods.originHome(viewer) };
    });
  };
}
