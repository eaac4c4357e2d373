import { LIMITS } from '@kickoff/contract';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../shared/app-error.js';
import type { Counters } from '../../shared/counters.js';

/**
 * Password hashing with argon2id (the library's default algorithm and OWASP parameters: 19 MiB, t=2,
 * p=1), computed off the event loop by the native library.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, social-only member) it still
 * verifies against a dummy hash, so that "no such account" and "wrong password" take about as long.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hash('kickoff-dummy-password-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

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
