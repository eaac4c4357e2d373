import { normalizeEmail, type SnsProvider } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { accountErrors } from './account.errors.js';
import {
  argon2Hasher,
  createPasswordCheck,
  type LoginLock,
  lockKeyOf,
  type PasswordHasher,
} from './passwords.js';
import type { UserRow } from './session.repo.js';
import { hashToken } from './session.service.js';
import type { UserRepo } from './user.repo.js';

export interface LoginServiceDeps {
  users: UserRepo;
  lock: LoginLock;
  clock: Clock;
  /** argon2id unless given (a unit test counts the verifications). */
  hasher?: PasswordHasher;
}

const loginFailed = () =>
  new AppError('LOGIN_FAILED', 'Login failed. Check your e-mail address and password.');

/** Who may log in (spec §8 "Sign-in"): password and social login, the per-account lock, re-authentication. */
export function createLoginService({ users, lock, clock, hasher = argon2Hasher }: LoginServiceDeps) {
  const checkPassword = createPasswordCheck(hasher);
  return {
    /**
     * E-mail and password. An unknown address, a withdrawn member, a member without a password and a
     * wrong password all answer LOGIN_FAILED after exactly one verification of a hash (a dummy one when
     * there is no hash to check), so they take alike in time. Dormant members do log in; the web
     * sends them to reactivation.
     */
    async withPassword(username: string, password: string): Promise<UserRow> {
      const email = normalizeEmail(username);
      const account = `email:${email}`;
      await lock.assertOpen(account);
      const user = await users.findByEmail(email);
      const ok = await checkPassword(user?.passwordHash, password);
      if (!ok || !user || user.withdrawnAt) {
        await lock.failed(account);
        throw loginFailed();
      }
      await lock.succeeded(account);
      return user;
    },

    /**
     * A social accessToken of GET /oauth/{provider}/token: usable, of this provider, and linked to a
     * member (else 404 ACCOUNT_NOT_FOUND and the token stays usable for sign-up). Used once.
     */
    async withSns(provider: SnsProvider, accessToken: string): Promise<UserRow> {
      const id = hashToken(accessToken);
      const now = clock.now();
      const token = await users.usableSnsToken(id, now);
      if (!token || token.provider !== provider) throw accountErrors.snsTokenInvalid();
      const user = await users.findBySns(token.provider, token.providerUserId);
      if (!user || user.withdrawnAt) {
        throw new AppError('ACCOUNT_NOT_FOUND', 'No member is linked to this social account yet.');
      }
      if (!(await users.useSnsToken(id, now))) throw accountErrors.snsTokenInvalid();
      return user;
    },

    /** Records the login; `firstLogin` when the member had never logged in before. */
    async recordLogin(user: UserRow): Promise<{ user: UserRow; firstLogin: boolean }> {
      const now = clock.now();
      const updated = await users.update(user.id, { lastLoginAt: now, lastActiveAt: now });
      return { user: updated, firstLogin: user.lastLoginAt === null };
    },

    /**
     * POST /validation/password and the current password of a change: PASSWORD_NOT_SET without a
     * password, PASSWORD_MISMATCH when wrong. Failures count in the login lock (LOGIN_LOCKED).
     */
    async reauthenticate(
      user: UserRow,
      password: string | undefined,
      field: 'password' | 'currentPassword' = 'password',
    ): Promise<void> {
      if (!user.passwordHash) {
        throw new AppError(
          'PASSWORD_NOT_SET',
          'This account has no password (it signs in with a social account).',
        );
      }
      const account = lockKeyOf(user);
      await lock.assertOpen(account);
      if (password === undefined || password === '' || !(await checkPassword(user.passwordHash, password))) {
        await lock.failed(account);
        throw new AppError('PASSWORD_MISMATCH', 'The password is not correct.', {
          fields: { [field]: password ? 'password.mismatch' : 'required' },
        });
      }
      await lock.succeeded(account);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
