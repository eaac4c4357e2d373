import {
  alertIdParamsSchema,
  alertListQuerySchema,
  alertListResponse,
  alertReadResponse,
  okResponse,
  pushKeyResponse,
  pushRemovedResponse,
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { PushService } from './push.service.js';

/** Web Push subscriptions and in-app alerts. The VAPID public key is public; the rest is the member's own. */
export function pushRoutes(
  { auth }: { auth: Guard },
  { push }: { push: PushService },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/push/key', { schema: { response: { 200: pushKeyResponse } } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { publicKey: push.publicKey() } };
    });

    app.post(
      '/push/subscriptions',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { body: pushSubscriptionBodySchema, response: { 201: okResponse } },
      },
      async (request, reply) => {
        const me = await auth.member(request);
        await push.subscribe(me.userId, request.body);
        return reply.status(201).send({ data: null });
      },
    );

    app.delete(
      '/push/subscriptions',
      { schema: { querystring: pushUnsubscribeQuerySchema, response: { 200: pushRemovedResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: { removed: await push.unsubscribe(me.userId, request.query.endpoint) } };
      },
    );

    app.get(
      '/alerts',
      { schema: { querystring: alertListQuerySchema, response: { 200: alertListResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await push.alerts(me.userId, request.query, request.locale) };
      },
    );

    app.put(
      '/alerts/:id/read',
      { schema: { params: alertIdParamsSchema, response: { 200: alertReadResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await push.markRead(me.userId, request.params.id) };
      },
    );
  };
}
