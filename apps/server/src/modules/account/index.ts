import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../shared/event-bus.js';
import { createSessionRepo } from './session.repo.js';
import { createSessionService } from './session.service.js';

/** The sessions of every member (one web and one TV session each), shared by every entry point. */
export function createSessions({ db, clock, bus }: { db: Database; clock: Clock; bus: EventBus }) {
  return createSessionService({ db, repo: createSessionRepo(db), clock, bus });
}

/** Accounts and sessions (spec §7 "Account"): sign-up, login, codes, profile, withdrawal. */
export { accountRoutes } from './account.routes.js';
export { type AccountServices, createAccountServices } from './account.services.js';
export { type Auth, createAuth } from './auth.js';
export { hashToken, type SessionService } from './session.service.js';
export { createUserRepo } from './user.repo.js';
