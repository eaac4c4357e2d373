import {
  catalogueIdParamSchema,
  gameTypeVodQuerySchema,
  gameTypeVodResponse,
  gameVodQuerySchema,
  gameVodResponse,
  leagueVodQuerySchema,
  leagueVodResponse,
  originListResponse,
  pageQuerySchema,
  themeListResponse,
  vodChartQuerySchema,
  vodChartResponse,
  vodListResponse,
  vodPageResponse,
  vodPopularQuerySchema,
  vodRelationQuerySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { viewerOf } from './catalogue.http.js';
import type { CatalogueServices } from './catalogue.services.js';

/** VOD lists, programme episodes and theme VODs (player lists, /program, /detail). Members only. */
export function vodRoutes({ auth }: { auth: Guard }, { vods }: CatalogueServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vod/game',
      { schema: { querystring: gameVodQuerySchema, response: { 200: gameVodResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.byGame(request.query, viewer) };
      },
    );

    app.get(
      '/vod/game/relation',
      { schema: { querystring: vodRelationQuerySchema, response: { 200: vodListResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.related(request.query, viewer) };
      },
    );

    app.get(
      '/vod/chart',
      { schema: { querystring: vodChartQuerySchema, response: { 200: vodChartResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.chart(request.query, viewer) };
      },
    );

    app.get(
      '/vod/popular',
      { schema: { querystring: vodPopularQuerySchema, response: { 200: vodPageResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.popular(request.query, viewer) };
      },
    );

    app.get(
      '/vod/league/detail',
      { schema: { querystring: leagueVodQuerySchema, response: { 200: leagueVodResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.byLeague(request.query, viewer) };
      },
    );

    app.get(
      '/vod/league/gameType',
      { schema: { querystring: gameTypeVodQuerySchema, response: { 200: gameTypeVodResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.byGameType(request.query, viewer) };
      },
    );

    app.get(
      '/origin/:id/list',
      {
        schema: {
          params: catalogueIdParamSchema,
          querystring: pageQuerySchema,
          response: { 200: originListResponse },
        },
      },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.originList(request.params.id, request.query, viewer) };
      },
    );

    app.get(
      '/theme/:id/list',
      {
        schema: {
          params: catalogueIdParamSchema,
          querystring: pageQuerySchema,
          response: { 200: themeListResponse },
        },
      },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await vods.themeList(request.params.id, request.query, viewer) };
      },
    );
  };
}
