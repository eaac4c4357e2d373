import {
  catalogueIdParamSchema,
  entryResponse,
  leagueHomeQuerySchema,
  leagueHomeResponse,
  leagueIdParamSchema,
  leagueInfoResponse,
  leagueSortResponse,
  leaguesOfTypeResponse,
  roundDetailResponse,
  seasonListResponse,
  seasonYearParamSchema,
  typeParamSchema,
  yearListResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { viewerOf } from './catalogue.http.js';
import type { CatalogueServices } from './catalogue.services.js';

/** Leagues, seasons, rounds and entries (the /league/{type} screen). Members only. */
export function leagueRoutes(
  { auth }: { auth: Guard },
  { leagues }: CatalogueServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/league/sort', { schema: { response: { 200: leagueSortResponse } } }, async (request) => {
      await auth.member(request);
      return { data: await leagues.leagueSort(request.locale) };
    });

    app.get(
      '/league/:type',
      { schema: { params: typeParamSchema, response: { 200: leaguesOfTypeResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await leagues.leaguesOfType(request.params.type, request.locale) };
      },
    );

    app.get(
      '/home/league/:type',
      {
        schema: {
          params: typeParamSchema,
          querystring: leagueHomeQuerySchema,
          response: { 200: leagueHomeResponse },
        },
      },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await leagues.leagueHome(request.params.type, request.query, viewer) };
      },
    );

    app.get(
      '/game/league/:leagueId',
      { schema: { params: leagueIdParamSchema, response: { 200: leagueInfoResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await leagues.leagueInfo(request.params.leagueId, request.locale) };
      },
    );

    app.get(
      '/year/:leagueId',
      { schema: { params: leagueIdParamSchema, response: { 200: yearListResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await leagues.years(request.params.leagueId) };
      },
    );

    app.get(
      '/season/:leagueId',
      { schema: { params: leagueIdParamSchema, response: { 200: seasonListResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await leagues.seasons(request.params.leagueId, undefined, request.locale) };
      },
    );

    app.get(
      '/season/:leagueId/:year',
      { schema: { params: seasonYearParamSchema, response: { 200: seasonListResponse } } },
      async (request) => {
        await auth.member(request);
        const { leagueId, year } = request.params;
        return { data: await leagues.seasons(leagueId, year, request.locale) };
      },
    );

    app.get(
      '/entry/:id',
      { schema: { params: catalogueIdParamSchema, response: { 200: entryResponse } } },
      async (request) => {
        await auth.member(request);
        return { data: await leagues.entry(request.params.id, request.locale) };
      },
    );

    app.get(
      '/round/:id',
      { schema: { params: catalogueIdParamSchema, response: { 200: roundDetailResponse } } },
      async (request) => {
        const viewer = await viewerOf(auth, request);
        return { data: await leagues.round(request.params.id, viewer) };
      },
    );
  };
}
