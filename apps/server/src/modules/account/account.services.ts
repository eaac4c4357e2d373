import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Counters } from '../../shared/counters.js';
import type { EventBus } from '../../shared/event-bus.js';
import type { Mailer, OutboxRepo } from '../messaging/index.js';
import type { PassService } from '../passes/index.js';
import { createCodesRepo } from './codes.repo.js';
import { createCodesService } from './codes.service.js';
import { createDormancyService } from './dormancy.service.js';
import { createLoginService } from './login.service.js';
import { createNicknameService } from './nickname.service.js';
import { createLoginLock } from './passwords.js';
import { createProfileService } from './profile.service.js';
import type { SessionService } from './session.service.js';
import { createSignupService } from './signup.service.js';
import { createUserRepo } from './user.repo.js';
import { createVerificationService } from './verification.service.js';

/** The account services, wired once from the module dependencies (each takes only what it needs). */
export function createAccountServices({
  db,
  clock,
  config,
  counters,
  mailer,
  outbox,
  sessions,
  passes,
  bus,
}: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'SESSION_SECRET'>;
  counters: Counters;
  mailer: Mailer;
  outbox: OutboxRepo;
  sessions: SessionService;
  passes: Pick<PassService, 'endAll'>;
  /** `member.changed` is published here when a member's own record changes. */
  bus: Pick<EventBus, 'publish'>;
}) {
  const users = createUserRepo(db);
  const codesRepo = createCodesRepo(db);
  const codes = createCodesService({ db, repo: codesRepo, clock, mailer, secret: config.SESSION_SECRET });
  const lock = createLoginLock(counters);
  const nicknames = createNicknameService({ db, repo: users, clock });
  const login = createLoginService({ users, lock, clock });
  return {
    users,
    codes,
    nicknames,
    login,
    dormancy: createDormancyService({ db, users }),
    signup: createSignupService({ db, users, codes, nicknames, clock }),
    verification: createVerificationService({ db, users, codes, sessions, lock, clock }),
    profile: createProfileService({
      db,
      users,
      codes,
      codesRepo,
      outbox,
      nicknames,
      login,
      sessions,
      passes,
      bus,
      clock,
    }),
  };
}
export type AccountServices = ReturnType<typeof createAccountServices>;
