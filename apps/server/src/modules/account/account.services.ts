import type { ModuleDeps } from '../../app.js';
import { createOutboxRepo } from '../messaging/outbox.repo.js';
import { createCodesRepo } from './codes.repo.js';
import { createCodesService } from './codes.service.js';
import { createLoginService } from './login.service.js';
import { createNicknameService } from './nickname.service.js';
import { createLoginLock } from './passwords.js';
import { createProfileService } from './profile.service.js';
import { createSignupService } from './signup.service.js';
import { createUserRepo } from './user.repo.js';
import { createVerificationService } from './verification.service.js';

/** The account services, wired once from the module dependencies (each takes only what it needs). */
export function createAccountServices({ db, clock, config, counters, mailer, sessions }: ModuleDeps) {
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
    signup: createSignupService({ db, users, codes, nicknames, clock }),
    verification: createVerificationService({ db, users, codes, sessions, lock, clock }),
    profile: createProfileService({
      db,
      users,
      codes,
      codesRepo,
      outbox: createOutboxRepo(db),
      nicknames,
      login,
      sessions,
      clock,
    }),
  };
}
export type AccountServices = ReturnType<typeof createAccountServices>;
