import {
  carrierCheckResponse,
  changeBodySchema,
  changeResultResponse,
  couponBodySchema,
  couponRegisteredResponse,
  createOrderBodySchema,
  mySubscriptionResponse,
  okResponse,
  orderParamsSchema,
  orderResponse,
  passOffers,
  passOffersResponse,
  pauseBodySchema,
  purchaseCodeSentResponse,
  purchaseVerifyBodySchema,
  subscriptionResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { BillingServices } from './billing.services.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Per-IP limits of the calls that send mail, guess codes or reach the payment provider. */
const PER_IP = {
  sendCode: perMinute(10),
  guess: perMinute(30),
  order: perMinute(30),
} as const;

/**
 * The billing calls of the contract (issue 11; billing.ts lists them): thin handlers — the member
 * first, then the service, answering the contract's shapes. The provider's webhook is in webhook.routes.ts.
 */
export function billingRoutes({ auth }: { auth: Guard }, billing: BillingServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/passes', { schema: { response: { 200: passOffersResponse } } }, async () => ({
      data: passOffers(),
    }));

    app.post(
      '/purchase/verification',
      { config: PER_IP.sendCode, schema: { response: { 200: purchaseCodeSentResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await billing.verification.send(me.user, request.locale) };
      },
    );

    app.post(
      '/purchase/verification/verify',
      { config: PER_IP.guess, schema: { body: purchaseVerifyBodySchema, response: { 200: okResponse } } },
      async (request) => {
        const me = await auth.member(request);
        await billing.verification.verify(me.userId, request.body.code);
        return { data: null };
      },
    );

    app.post(
      '/orders',
      { config: PER_IP.order, schema: { body: createOrderBodySchema, response: { 201: orderResponse } } },
      async (request, reply) => {
        const me = await auth.member(request);
        const order = await billing.orders.create(me.user, request.body, request.locale);
        return reply.status(201).send({ data: order });
      },
    );

    app.get(
      '/orders/:id',
      { schema: { params: orderParamsSchema, response: { 200: orderResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await billing.orders.get(me.userId, request.params.id, request.locale) };
      },
    );

    app.get('/subscription', { schema: { response: { 200: mySubscriptionResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: await billing.subscription.mine(me.userId, request.locale) };
    });

    app.post(
      '/subscription/change',
      { config: PER_IP.order, schema: { body: changeBodySchema, response: { 200: changeResultResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await billing.subscription.change(me.userId, request.body.serviceId) };
      },
    );

    const action = (
      url: string,
      run: (userId: number) => ReturnType<BillingServices['subscription']['cancel']>,
    ) =>
      app.post(url, { schema: { response: { 200: subscriptionResponse } } }, async (request) => {
        const me = await auth.member(request);
        return { data: await run(me.userId) };
      });
    action('/subscription/change/cancel', billing.subscription.cancelChange);
    action('/subscription/cancel', billing.subscription.cancel);
    action('/subscription/restore', billing.subscription.restore);
    action('/subscription/resume', billing.subscription.resume);

    app.post(
      '/subscription/pause',
      { schema: { body: pauseBodySchema, response: { 200: subscriptionResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await billing.subscription.pause(me.userId, request.body.months) };
      },
    );

    app.post(
      '/pay/checkCarrier',
      { schema: { response: { 200: carrierCheckResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await billing.subscription.checkCarrier(me.userId) };
      },
    );

    for (const [url, source] of [
      ['/coupons', 'coupon'],
      ['/campaigns', 'campaign'],
    ] as const) {
      app.post(
        url,
        {
          config: PER_IP.guess,
          schema: { body: couponBodySchema, response: { 200: couponRegisteredResponse } },
        },
        async (request) => {
          const me = await auth.member(request);
          return {
            data: await billing.coupons.register(me.userId, source, request.body.code, request.locale),
          };
        },
      );
    }
  };
}
