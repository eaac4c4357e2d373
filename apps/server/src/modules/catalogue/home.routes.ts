import {
  gameTypeListResponse,
  homeResponse,
  introSectionsResponse,
  originHomeResponse,
  topResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../http/compression.js';
import type { FastAnswers } from '../../http/fast-answers.js';
import type { Guard } from '../../http/guard.js';
import { cachedBody } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { PUBLIC_CACHE, viewerOf } from './catalogue.http.js';
import type { Viewer } from './catalogue.present.js';
import type { CatalogueServices } from './catalogue.services.js';

/** Site-wide calls: game types, the top bar and the intro (public), the home and programmes (members). */
export function homeRoutes(
  { auth, cache, fast }: { auth: Guard; cache: ReadCache; fast?: Pick<FastAnswers, 'add'> },
  { home, vods }: CatalogueServices,
): FastifyPluginAsyncZod {
  const homeBody = cachedBody(cache, homeResponse, 'GET', '/api/v2/home/web');
  /** The member's home: JSON text made with homeResponse and kept in the read cache. */
  const answerHome = (viewer: Viewer) => {
    const variant = home.homeVariant(viewer);
    return homeBody(
      variant.then((v) => v.key),
      async () => ({ data: await home.home(viewer.locale, (await variant).scoreOn) }),
    );
  };
  // a cached answer of a live session goes before Fastify's routing and hooks (http/fast-answers.ts)
  fast?.add({
    url: '/api/v2/home/web',
    answer: ({ me, locale }) => answerHome({ userId: me.userId, locale }),
    kept: ({ me, locale }) => {
      const variant = home.homeVariantKept({ userId: me.userId, locale });
      return variant && cache.peek(variant.key);
    },
  });
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

    app.get('/home/web', { schema: { response: { 200: homeResponse } } }, async (request, reply) =>
      sendCached(reply, await answerHome(await viewerOf(auth, request))),
    );

    app.get('/origin/home/web', { schema: { response: { 200: originHomeResponse } } }, async (request) => {
      const viewer = await viewerOf(auth, request);
      return { data: await vods.originHome(viewer) };
    });
  };
}
