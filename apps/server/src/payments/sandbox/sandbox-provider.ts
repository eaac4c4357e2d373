import type { PaymentProvider } from '../provider.js';
import type { ChargeService } from './charges.service.js';
import { providerEventOf } from './events.js';
import type { SessionService } from './sessions.service.js';
import { verifyWebhookSignature } from './signature.js';

/**
 * The built-in sandbox as a `PaymentProvider` (decisions.md "Real parts"): hosted checkout sessions
 * with their outcome, charges of saved cards, and the verification of its own signed webhooks. Billing
 * sees only this interface, so a real provider is another implementation of it.
 */
export function createSandboxProvider(deps: {
  sessions: Pick<SessionService, 'create' | 'outcome'>;
  charges: ChargeService;
  /** PAYMENT_WEBHOOK_SECRET: what the webhooks are signed with. */
  secret: string;
}): PaymentProvider {
  const { sessions, charges, secret } = deps;
  return {
    name: 'sandbox',
    createCheckout: (input) => sessions.create(input),
    getCheckout: (sessionId) => sessions.outcome(sessionId),
    charge: (input) => charges.charge(input),
    parseWebhook(rawBody, headers, now) {
      verifyWebhookSignature(secret, rawBody, headers, now);
      return providerEventOf(rawBody);
    },
  };
}
