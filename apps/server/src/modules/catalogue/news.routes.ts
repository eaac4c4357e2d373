import {
  catalogueIdParamSchema,
  newsDetailResponse,
  newsListQuerySchema,
  newsListResponse,
  playerListQuerySchema,
  playerListResponse,
  standingListQuerySchema,
  standingListResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { viewerOf } from './catalogue.http.js';
import type { CatalogueServices } from './catalogue.services.js';

/** The /news screens: posts, full standings and player lists. Members only. */
export function newsRoutes({ auth }: { auth: Guard }, { news }: CatalogueServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/news/post',
      { schema: { querystring: newsListQuerySchema, response: { 200: newsListResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        const { leagueId, teamId, gameTypeId, ...paging } = request.query;
        return { data: await news.list({ leagueId, teamId, gameTypeId }, paging, viewer) };
      },
    );

    app.get(
      '/news/post/:id',
      { schema: { params: catalogueIdParamSchema, response: { 200: newsDetailResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await news.post(request.params.id, viewer) };
      },
    );

    app.get(
      '/news/standinglist',
      { schema: { querystring: standingListQuerySchema, response: { 200: standingListResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await news.standings(request.query, viewer) };
      },
    );

    app.get(
      '/news/playerlist',
      { schema: { querystring: playerListQuerySchema, response: { 200: playerListResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await news.players(request.query, request.locale) };
      },
    );
  };
}
