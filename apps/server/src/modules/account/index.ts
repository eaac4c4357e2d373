import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../shared/event-bus.js';
import { createDormancyService } from './dormancy.service.js';
import { createSessionRepo } from './session.repo.js';
import { createSessionService } from './session.service.js';
import { createSessionCache } from './session-cache.js';
import { createUserRepo } from './user.repo.js';

/** The sessions of every member (one web and one TV session each), shared by every entry point. */
export function createSessions({ db, clock, bus }: { db: Database; clock: Clock; bus: EventBus }) {
  const cache = createSessionCache({ clock, bus });
  return {
    ...createSessionService({ db, repo: createSessionRepo(db), clock, bus, cache }),
    close: cache.close,
  };
}

/** The dormancy run on its own (the dormancy job's tests build it on their database). */
export function createDormancy({ db }: { db: Database }) {
  return createDormancyService({ db, users: createUserRepo(db) });
}

/** Accounts and sessions (spec §7 "Account"): sign-up, login, codes, profile, withdrawal. */
export { accountRoutes } from './account.routes.js';
export { createAccountServices } from './account.services.js';
export { createAuth, SESSION_COOKIE } from './auth.js';
export type { CodesService } from './codes.service.js';
export type { DormancyService } from './dormancy.service.js';
export { hashToken } from './session.service.js';
