import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import { billingRoutes as memberRoutes } from './billing.routes.js';
import type { BillingServices } from './billing.services.js';
import { webhookRoutes } from './webhook.routes.js';

/** Passes and billing (issue 11): orders, the subscription's lifecycle, coupons, renewals. */
export function billingRoutes(deps: { auth: Guard }, billing: BillingServices): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(memberRoutes(deps, billing));
    await app.register(webhookRoutes(billing.orders));
  };
}

export { type BillingServices, createBillingServices } from './billing.services.js';
export { customerReferenceOf, type FaultPoint, type Faults } from './deps.js';
export { receiptNoOf } from './pricing.js';
export type { RenewalRun } from './renewals.service.js';
