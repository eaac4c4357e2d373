import { LIMITS } from '@kickoff/contract';
import { AppError } from '../../shared/app-error.js';
import type { Counters } from '../../shared/counters.js';
import { createHashPool } from './hash-pool.js';

/** What the password checks need of a hashing library: a hash of a password, and whether one matches. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/**
 * Password hashing with argon2id (the library's default algorithm and OWASP parameters: 19 MiB, t=2,
 * p=1), in the process's hash pool: off the event loop, below it in priority, bounded (hash-pool.ts —
 * a login storm answers 429 with Retry-After rather than slowing every other request).
 */
export const argon2Hasher: PasswordHasher = createHashPool();

export const hashPassword = (password: string): Promise<string> => argon2Hasher.hash(password);

/** Whether a password matches a stored hash (none: a member without a password, or no member). */
export type PasswordCheck = (storedHash: string | null | undefined, password: string) => Promise<boolean>;

/**
 * Checks a password against a stored hash with one verification of the hasher. Without a hash (unknown
 * e-mail, social-only member) it still verifies one: a dummy hash made once by the same hasher, so that
 * "no such account" and "wrong password" cost the same.
 */
export function createPasswordCheck(hasher: PasswordHasher): PasswordCheck {
  let dummy: Promise<string> | undefined;
  return async (storedHash, password) => {
    if (!storedHash) {
      dummy ??= hasher.hash('kickoff-dummy-password-0');
      await hasher.verify(await dummy, password).catch(refusedOrFalse);
      return false;
    }
    return hasher.verify(storedHash, password).catch(refusedOrFalse);
  };
}

/** A stored hash the library cannot read does not match; a refusal (the pool is full: 429) goes on. */
function refusedOrFalse(error: unknown): false {
  if (error instanceof AppError) throw error;
  return false;
}

export const checkPassword = createPasswordCheck(argon2Hasher);

const MINUTE = 60_000;

/**
 * The per-account login lock (decisions.md): 10 failures within 15 minutes lock the account for 15
 * minutes; a success clears the count. Failed re-authentications (POST /validation/password, current
 * password on change) count in the same lock. Kept in the shared counters, so with Redis it holds across
 * instances. `account` is a stable key: `email:<normalized e-mail>` (also for unknown addresses, so the
 * lock does not reveal which exist) or `user:<id>`.
 */
export function createLoginLock(counters: Counters) {
  const { maxFailures, windowMinutes, lockMinutes } = LIMITS.login;
  const failures = (account: string) => `login:fail:${account}`;
  const lock = (account: string) => `login:lock:${account}`;
  const locked = () =>
    new AppError(
      'LOGIN_LOCKED',
      `Too many failed attempts. This account is locked for ${lockMinutes} minutes; please try again later.`,
    );

  return {
    async assertOpen(account: string): Promise<void> {
      if ((await counters.get(lock(account))) > 0) throw locked();
    },

    /** Counts a failure; the one that reaches the limit locks the account and throws LOGIN_LOCKED. */
    async failed(account: string): Promise<void> {
      const count = await counters.hit(failures(account), windowMinutes * MINUTE);
      if (count < maxFailures) return;
      await counters.hit(lock(account), lockMinutes * MINUTE);
      await counters.reset(failures(account));
      throw locked();
    },

    async succeeded(account: string): Promise<void> {
      await counters.reset(failures(account), lock(account));
    },
  };
}
export type LoginLock = ReturnType<typeof createLoginLock>;

export const lockKeyOf = (user: { id: number; email: string | null }) =>
  user.email ? `email:${user.email}` : `user:${user.id}`;
