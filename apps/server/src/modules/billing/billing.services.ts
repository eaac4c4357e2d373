import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { EventBus } from '../../shared/event-bus.js';
import type { CodesService } from '../account/index.js';
import { createPassRepo, type PassService } from '../passes/index.js';
import { createBillingRepo } from './billing.repo.js';
import { createCouponsRepo } from './coupons.repo.js';
import { createCouponService } from './coupons.service.js';
import { type BillingDeps, type BillingLog, type Faults, noFaults } from './deps.js';
import { createOrderService } from './orders.service.js';
import { createRenewalService } from './renewals.service.js';
import { createSubscriptionService } from './subscription.service.js';
import { createPurchaseVerification } from './verification.service.js';

/** The billing services (issue 11), wired once from what the core hands in. */
export function createBillingServices(options: {
  db: Database;
  clock: Clock;
  bus: Pick<EventBus, 'publish'>;
  provider: PaymentProvider;
  passes: Pick<PassService, 'voucherOf'>;
  codes: Pick<CodesService, 'sendEmailCode' | 'latestFor' | 'verify' | 'consume'>;
  /** Where the provider sends the member back (`${PUBLIC_URL}/pay_result/:id`, `/purchase`). */
  publicUrl: string;
  log: BillingLog;
  faults?: Faults;
}) {
  const deps: BillingDeps = {
    db: options.db,
    clock: options.clock,
    bus: options.bus,
    provider: options.provider,
    repo: createBillingRepo(options.db),
    coupons: createCouponsRepo(options.db),
    subscriptions: createPassRepo(options.db),
    log: options.log,
    faults: options.faults ?? noFaults,
  };
  const orders = createOrderService({ ...deps, publicUrl: options.publicUrl });
  return {
    orders,
    subscription: createSubscriptionService({ ...deps, passes: options.passes }),
    coupons: createCouponService({ ...deps, passes: options.passes }),
    verification: createPurchaseVerification({ ...deps, codes: options.codes }),
    renewals: createRenewalService({ ...deps, orders }),
    /** The tables the demo seeding and the tests write promotions and cards to. */
    repos: { billing: deps.repo, coupons: deps.coupons },
  };
}
export type BillingServices = ReturnType<typeof createBillingServices>;
