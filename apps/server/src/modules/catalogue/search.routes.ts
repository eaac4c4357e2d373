import {
  searchHomeResponse,
  searchLivesResponse,
  searchQuerySchema,
  searchTeamsResponse,
  searchVodQuerySchema,
  vodPageResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { viewerOf } from './catalogue.http.js';
import type { CatalogueServices } from './catalogue.services.js';

/** The /search screen. Members only; keywords are 1–30 characters (400 VALIDATION_FAILED otherwise). */
export function searchRoutes(
  { auth }: { auth: Guard },
  { search }: CatalogueServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/search/home', { schema: { response: { 200: searchHomeResponse } } }, async (request) => {
      const viewer = await viewerOf(auth, request);
      return { data: await search.home(viewer) };
    });

    app.get(
      '/search/teams',
      { schema: { querystring: searchQuerySchema, response: { 200: searchTeamsResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await search.teams(request.query.keyword, request.locale) };
      },
    );

    app.get(
      '/search/vod',
      { schema: { querystring: searchVodQuerySchema, response: { 200: vodPageResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await search.vods(request.query, viewer) };
      },
    );

    app.get(
      '/search/lives',
      { schema: { querystring: searchQuerySchema, response: { 200: searchLivesResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await search.lives(request.query.keyword, viewer) };
      },
    );
  };
}
