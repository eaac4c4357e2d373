import { okResponse } from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderService } from './orders.service.js';

/**
 * POST /pay/webhook: the payment provider's signed notifications. The signature is over the raw bytes
 * of the body, so this route alone (its own plugin scope: Fastify's parsers are encapsulated) takes any
 * body as a Buffer, unparsed; the provider's `parseWebhook` verifies and reads it. No session, no
 * CSRF concern (no cookie is read), and answered 200 once the event is handled or already was.
 */
export function webhookRoutes(orders: Pick<OrderService, 'webhook'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/pay/webhook', { schema: { response: { 200: okResponse } } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await orders.webhook(raw, request.headers);
      return { data: null };
    });
  };
}
