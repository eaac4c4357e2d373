import {
  popupCountResponse,
  popupIdParamsSchema,
  popupListResponse,
  popupQuerySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PopupService } from './popup.service.js';

/** Layer popups (spec §2, §4, §7): public, the intro page shows them to visitors too. */
export function popupRoutes({ popups }: { popups: PopupService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/popup',
      { schema: { querystring: popupQuerySchema, response: { 200: popupListResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return { data: await popups.active(request.query.path, request.locale) };
      },
    );

    // A GET by the spec (GET /popup/{id}/count); limited per address so views are not inflated cheaply.
    app.get(
      '/popup/:id/count',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { params: popupIdParamsSchema, response: { 200: popupCountResponse } },
      },
      async (request) => ({ data: await popups.countView(request.params.id) }),
    );
  };
}
