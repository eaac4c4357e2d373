import { sessionKeys } from '../../../core/session-keys.js';

/**
 * Query keys of billing. The offers are the same for everyone; the member's subscription, orders and
 * carrier check sit under the session keys, so anything that ends the session (logout, a 401) drops
 * them, and a purchase that changes the pass refreshes them with the session in one invalidation.
 */
export const billingKeys = {
  passes: () => ['billing', 'passes'] as const,
  subscription: () => [...sessionKeys.all, 'billing', 'subscription'] as const,
  carrier: () => [...sessionKeys.all, 'billing', 'carrier'] as const,
  order: (id: string) => [...sessionKeys.all, 'billing', 'order', id] as const,
};
