import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../provider.js';
import type { RandomSource } from './chaos.js';
import { createChargeService } from './charges.service.js';
import { createSandboxRepo } from './sandbox.repo.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createSessionService } from './sessions.service.js';
import { createWebhookDeliverer } from './webhook-deliverer.js';

/** Billing's webhook endpoint, where the sandbox delivers (billing-design.md "Webhooks"). */
export const webhookUrlOf = (publicUrl: string) => `${publicUrl}/api/v2/pay/webhook`;

export interface SandboxPaymentsDeps {
  db: Database;
  clock: Clock;
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'PAYMENT_WEBHOOK_SECRET'
    | 'SANDBOX_WEBHOOK_DUPLICATE_RATE'
    | 'SANDBOX_WEBHOOK_MAX_DELAY_MS'
  >;
  /** The dice of the webhook chaos (duplicates, delays): Math.random unless a test hands in its own. */
  random?: RandomSource;
  /** How deliveries are sent: node's fetch unless a test hands in its own. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The built-in sandbox payment provider (decisions.md "Real parts"), all its state in the database:
 * - `provider`: the `PaymentProvider` billing uses (checkout sessions, outcomes, saved-card charges,
 *   webhook verification);
 * - `pages`: the sessions as the hosted pages use them (`sandboxPagesRoutes`, mounted by the app under
 *   /sandbox-pay);
 * - `webhooks`: the background work (jobs/sandbox-payments.ts): `deliverDue` sends the outbox's due
 *   deliveries to `${PUBLIC_URL}/api/v2/pay/webhook`, `expireOverdue` expires sessions past their time.
 */
export function createSandboxPayments(deps: SandboxPaymentsDeps) {
  const { db, clock, config } = deps;
  const repo = createSandboxRepo(db);
  const sessions = createSessionService({
    repo,
    clock,
    publicUrl: config.PUBLIC_URL,
    chaos: {
      duplicateRate: config.SANDBOX_WEBHOOK_DUPLICATE_RATE,
      maxDelayMs: config.SANDBOX_WEBHOOK_MAX_DELAY_MS,
    },
    random: deps.random ?? Math.random,
  });
  const provider: PaymentProvider = createSandboxProvider({
    sessions,
    charges: createChargeService({ repo, clock }),
    secret: config.PAYMENT_WEBHOOK_SECRET,
  });
  const deliverer = createWebhookDeliverer({
    repo,
    clock,
    secret: config.PAYMENT_WEBHOOK_SECRET,
    url: webhookUrlOf(config.PUBLIC_URL),
    fetch: deps.fetch,
  });
  return {
    provider,
    pages: sessions,
    webhooks: {
      deliverDue: deliverer.deliverDue,
      expireOverdue: sessions.expireOverdue,
      /** Every delivery of the outbox, oldest first (tests and operators). */
      deliveries: () => repo.deliveries(),
    },
  };
}
export type SandboxPayments = ReturnType<typeof createSandboxPayments>;

export type { RandomSource } from './chaos.js';
export { SANDBOX_PAGES_PREFIX, sandboxPagesRoutes } from './pages.routes.js';
export { seedSandboxCard } from './seed-card.js';
