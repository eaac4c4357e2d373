import {
  addFavoriteBodySchema,
  favoriteKeyParamsSchema,
  favoriteLeagueListResponse,
  favoriteParamsSchema,
  favoritesResponse,
  favoriteTeamListQuerySchema,
  favoriteTeamPageParamsSchema,
  favoriteTeamPageResponse,
  likeSeveralBodySchema,
  moveFavoriteBodySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { FavoriteService } from './favorite.service.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Favourite teams and leagues (spec §7 "Favourites and reservations"): members only. Every change
 * answers the member's favourites `{ myTeam, myLeague }`, which replace the client's.
 */
export function favoriteRoutes(
  { auth }: { auth: Guard },
  { favorites }: { favorites: FavoriteService },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/favorite/list/league',
      { schema: { response: { 200: favoriteLeagueListResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await favorites.leagueGroups(me.userId, request.locale) };
      },
    );

    app.get(
      '/favorite/list/team/:page',
      {
        schema: {
          params: favoriteTeamPageParamsSchema,
          querystring: favoriteTeamListQuerySchema,
          response: { 200: favoriteTeamPageResponse },
        },
      },
      async (request) => {
        const me = await auth.member(request);
        return {
          data: await favorites.teamPage(me.userId, request.params.page, request.query, request.locale),
        };
      },
    );

    const mine = { schema: { response: { 200: favoritesResponse } } };
    app.get('/favorite', mine, async (request) => {
      const me = await auth.member(request);
      return { data: await favorites.favorites(me.userId, request.locale) };
    });
    app.get('/like', mine, async (request) => {
      const me = await auth.member(request);
      return { data: await favorites.favorites(me.userId, request.locale) };
    });

    app.post(
      '/favorite/:key',
      {
        config: perMinute(60),
        schema: {
          params: favoriteKeyParamsSchema,
          body: addFavoriteBodySchema,
          response: { 200: favoritesResponse },
        },
      },
      async (request) => {
        const me = await auth.member(request);
        const { key } = request.params;
        return { data: await favorites.add(me.userId, key, request.body.destId, request.locale) };
      },
    );

    app.put(
      '/favorite/:key/:id',
      {
        config: perMinute(60),
        schema: {
          params: favoriteParamsSchema,
          body: moveFavoriteBodySchema,
          response: { 200: favoritesResponse },
        },
      },
      async (request) => {
        const me = await auth.member(request);
        const { key, id } = request.params;
        return { data: await favorites.move(me.userId, key, id, request.body.orderNo, request.locale) };
      },
    );

    app.delete(
      '/favorite/:key/:id',
      {
        config: perMinute(60),
        schema: { params: favoriteParamsSchema, response: { 200: favoritesResponse } },
      },
      async (request) => {
        const me = await auth.member(request);
        const { key, id } = request.params;
        return { data: await favorites.remove(me.userId, key, id, request.locale) };
      },
    );

    app.post(
      '/like/several2',
      {
        config: perMinute(60),
        schema: { body: likeSeveralBodySchema, response: { 200: favoritesResponse } },
      },
      async (request) => {
        const me = await auth.self(request, request.body.userId);
        return { data: await favorites.replace(me.userId, request.body, request.locale) };
      },
    );
  };
}
