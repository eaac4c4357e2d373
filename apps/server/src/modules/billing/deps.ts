import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { EventBus } from '../../shared/event-bus.js';
import type { PassRepo } from '../passes/index.js';
import type { BillingRepo } from './billing.repo.js';
import type { CouponsRepo } from './coupons.repo.js';

/** Where billing reports what it cannot tell the caller (a provider down, a late or odd notification). */
export interface BillingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The named points of a settlement where a test may stop the process (the kill -9 test of issue 11):
 * `settle:begin` — the provider's outcome is known, nothing written; `settle:order-updated` — inside
 * the transaction, after the order's conditional UPDATE and before the pass is given.
 */
export type FaultPoint = 'settle:begin' | 'settle:order-updated';

/** Reached at each FaultPoint; does nothing outside that test. */
export interface Faults {
  reach(point: FaultPoint): Promise<void>;
}

export const noFaults: Faults = { reach: async () => {} };

/** What every billing service is built from (each takes the part it needs). */
export interface BillingDeps {
  db: Database;
  clock: Clock;
  bus: Pick<EventBus, 'publish'>;
  /** The payment provider: billing reaches it only through this interface. */
  provider: PaymentProvider;
  repo: BillingRepo;
  coupons: CouponsRepo;
  /** The passes module's subscriptions (and their history). */
  subscriptions: PassRepo;
  log: BillingLog;
  faults: Faults;
}

/** How long an instance holds a saved-card charge it is making before another may take it over. */
export const CHARGE_LEASE_MS = 5 * 60 * 1000;

/** Billing's reference of a member at the provider (the customer its cards are saved for). */
export const customerReferenceOf = (userId: number): string => `member:${userId}`;
