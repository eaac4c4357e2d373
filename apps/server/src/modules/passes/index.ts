import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../shared/event-bus.js';
import { createPassRepo } from './passes.repo.js';
import { createPassService } from './passes.service.js';

/** Passes held (spec §1, §3 Voucher, §4): the subscriptions table and the scope computed from it. */
export function createPassesServices({ db, clock, bus }: { db: Database; clock: Clock; bus: EventBus }) {
  return createPassService({ db, repo: createPassRepo(db), clock, bus });
}

export {
  createPassRepo,
  type HistoryNote,
  type PassRepo,
  type SubscriptionChange,
  type SubscriptionRow,
} from './passes.repo.js';
export { passesRoutes } from './passes.routes.js';
export type { MemberAccess, PassService } from './passes.service.js';
