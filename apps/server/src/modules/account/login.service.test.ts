import { LIMITS } from '@kickoff/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { createMemoryCounters } from '../../shared/counters.js';
import { createLoginService } from './login.service.js';
import { argon2Hasher, createLoginLock, hashPassword, type PasswordHasher } from './passwords.js';
import type { UserRow } from './session.repo.js';
import { hashToken } from './session.service.js';
import type { SnsTokenRow, UserRepo } from './user.repo.js';

const NOW = '2026-11-23T03:00:00.000Z';
const MINUTE = 60_000;
const PASSWORD = 'Passw0rd!';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

function member(id: number, changes: Partial<UserRow> = {}): UserRow {
  return {
    id,
    email: `m${id}@example.com`,
    passwordHash,
    name: 'Member',
    birthDate: '19900101',
    gender: null,
    phone: null,
    nickname: null,
    nicknameChangedAt: null,
    status: 1,
    role: 'member',
    origin: 1,
    locale: 'ja',
    marketingAgreed: false,
    termsAgreedAt: new Date('2026-01-01T00:00:00Z'),
    lastLoginAt: null,
    lastActiveAt: null,
    withdrawnAt: null,
    purchaseVerifiedAt: null,
    withdrawReason: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...changes,
  };
}

const unused = (name: string) => (): never => {
  throw new Error(`${name} is not used by the login service`);
};

/**
 * Members, social links and social tokens in memory; the token reads hold the repo's SQL guards. The
 * hasher is argon2id unless given.
 */
function setup(members: UserRow[] = [], hasher?: PasswordHasher) {
  const clock = fixedClock(NOW);
  const users = new Map(members.map((m) => [m.id, { ...m }]));
  const links = new Map<string, number>();
  const tokens = new Map<string, SnsTokenRow>();
  const usable = (id: string, now: Date) => {
    const token = tokens.get(id);
    return token && token.usedAt === null && token.expiresAt > now ? token : null;
  };
  const repo: UserRepo = {
    findById: async (id) => users.get(id) ?? null,
    findByEmail: async (email) => [...users.values()].find((u) => u.email === email) ?? null,
    update: async (id, changes) => {
      const user = users.get(id);
      if (!user) throw new Error(`user ${id} not found`);
      Object.assign(user, changes);
      return { ...user };
    },
    findBySns: async (provider, providerUserId) =>
      users.get(links.get(`${provider}:${providerUserId}`) ?? -1) ?? null,
    usableSnsToken: async (id, now) => {
      const token = usable(id, now);
      return token ? { ...token } : null;
    },
    useSnsToken: async (id, now) => {
      const token = usable(id, now);
      if (token) token.usedAt = now;
      return token !== null;
    },
    emailInUse: unused('emailInUse'),
    nicknameInUse: unused('nicknameInUse'),
    insert: unused('insert'),
    accountsByPhone: unused('accountsByPhone'),
    snsProviders: unused('snsProviders'),
    linkSns: unused('linkSns'),
    lockNickname: unused('lockNickname'),
    activeHolds: unused('activeHolds'),
    insertHold: unused('insertHold'),
    findHold: unused('findHold'),
    releaseHolds: unused('releaseHolds'),
    anonymise: unused('anonymise'),
    markDormant: unused('markDormant'),
  };
  const service = createLoginService({
    users: repo,
    lock: createLoginLock(createMemoryCounters(clock)),
    clock,
    hasher,
  });

  /** A social accessToken as GET /oauth/{provider}/token hands out: stored hashed, valid 30 minutes. */
  const snsToken = (provider: string, providerUserId: string, linkedTo?: number) => {
    const accessToken = `access-${tokens.size + 1}`;
    tokens.set(hashToken(accessToken), {
      id: hashToken(accessToken),
      provider,
      providerUserId,
      email: null,
      name: null,
      expiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
      usedAt: null,
      createdAt: clock.now(),
    });
    if (linkedTo !== undefined) links.set(`${provider}:${providerUserId}`, linkedTo);
    return { accessToken, stored: () => tokens.get(hashToken(accessToken)) };
  };
  return { clock, service, users, snsToken };
}

/** `n` logins with a wrong password, each answering LOGIN_FAILED or LOGIN_LOCKED; the codes in order. */
async function failLogins(service: ReturnType<typeof setup>['service'], username: string, n: number) {
  const codes: unknown[] = [];
  for (let i = 0; i < n; i++) codes.push(codeOf(await failure(service.withPassword(username, 'Wrong0pass'))));
  return codes;
}

describe('logging in with e-mail and password', { timeout: 30_000 }, () => {
  it('answers the member for the right password, whatever the case and spaces of the address', async () => {
    const { service } = setup([member(1)]);
    await expect(service.withPassword('  M1@Example.COM ', PASSWORD)).resolves.toMatchObject({ id: 1 });
  });

  it('answers 401 LOGIN_FAILED alike for an unknown address, a wrong password, no password and a withdrawn member', async () => {
    const { service } = setup([
      member(1),
      member(2, { passwordHash: null }),
      member(3, { withdrawnAt: new Date('2026-06-01T00:00:00Z') }),
    ]);
    for (const [username, password] of [
      ['nobody@example.com', PASSWORD],
      ['m1@example.com', 'Wrong0pass'],
      ['m2@example.com', PASSWORD],
      ['m3@example.com', PASSWORD],
    ] as const) {
      const error = await failure(service.withPassword(username, password));
      expect(codeOf(error), username).toBe('LOGIN_FAILED');
      expect((error as AppError).status).toBe(401);
    }
  });

  it('verifies exactly one hash for an unknown address, a wrong password, no password and a withdrawn member: a dummy hash of the same cost where there is none', async () => {
    const verified: string[] = [];
    /** argon2id, noting each hash it verifies. */
    const counting: PasswordHasher = {
      hash: argon2Hasher.hash,
      verify: (stored, password) => {
        verified.push(stored);
        return argon2Hasher.verify(stored, password);
      },
    };
    const { service } = setup(
      [
        member(1),
        member(2, { passwordHash: null }),
        member(3, { withdrawnAt: new Date('2026-06-01T00:00:00Z') }),
      ],
      counting,
    );
    const verifiedBy = async (username: string, password: string) => {
      verified.length = 0;
      await failure(service.withPassword(username, password));
      return [...verified];
    };

    expect(await verifiedBy('m1@example.com', 'Wrong0pass')).toEqual([passwordHash]);
    expect(await verifiedBy('m1@example.com', PASSWORD)).toEqual([passwordHash]);
    expect(await verifiedBy('m3@example.com', PASSWORD)).toEqual([passwordHash]);
    const unknown = await verifiedBy('nobody@example.com', PASSWORD);
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).not.toBe(passwordHash);
    // the same algorithm, version and cost (memory, iterations, lanes) as a member's hash: `$argon2id$v=19$m=…,t=…,p=…$`
    const cost = (hash: string) => hash.split('$').slice(1, 4);
    expect(cost(unknown[0]!)).toEqual(cost(passwordHash));
    expect(cost(passwordHash)[0]).toBe('argon2id');
    // one dummy, made once: the next unknown address and a member without a password verify it again
    expect(await verifiedBy('ghost@example.com', 'Wrong0pass')).toEqual(unknown);
    expect(await verifiedBy('m2@example.com', PASSWORD)).toEqual(unknown);
  });

  it('passes on a refusal of a busy hash pool (429 with Retry-After) without counting a failure', async () => {
    let busy = true;
    const pool: PasswordHasher = {
      hash: argon2Hasher.hash,
      verify: (stored, password) =>
        busy
          ? Promise.reject(new AppError('RATE_LIMITED', 'busy', { retryAfterSeconds: 2 }))
          : argon2Hasher.verify(stored, password),
    };
    const { service } = setup([member(1)], pool);
    for (let i = 0; i < LIMITS.login.maxFailures + 2; i++) {
      const refused = await failure(service.withPassword('m1@example.com', PASSWORD));
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      expect((refused as AppError).retryAfterSeconds).toBe(2);
    }
    // no failure was counted: the account is not locked and the right password lets the member in
    busy = false;
    expect((await service.withPassword('m1@example.com', PASSWORD)).id).toBe(1);
  });

  it('lets a dormant member (21) and one who must change the password (6) in, with the status the web guards read', async () => {
    const { service } = setup([member(1, { status: 21 }), member(2, { status: 6 })]);
    await expect(service.withPassword('m1@example.com', PASSWORD)).resolves.toMatchObject({ status: 21 });
    await expect(service.withPassword('m2@example.com', PASSWORD)).resolves.toMatchObject({ status: 6 });
  });
});

describe('the login lock', { timeout: 60_000 }, () => {
  it('answers LOGIN_FAILED to the 9th failure and 429 LOGIN_LOCKED to the 10th, then even to the right password', async () => {
    expect(LIMITS.login).toEqual({ maxFailures: 10, windowMinutes: 15, lockMinutes: 15 });
    const { service } = setup([member(1)]);
    const codes = await failLogins(service, 'm1@example.com', 10);
    expect(codes).toEqual([...Array(9).fill('LOGIN_FAILED'), 'LOGIN_LOCKED']);
    const locked = await failure(service.withPassword('m1@example.com', PASSWORD));
    expect(codeOf(locked)).toBe('LOGIN_LOCKED');
    expect((locked as AppError).status).toBe(429);
  });

  it('stays locked until the millisecond before 15 minutes and opens exactly at 15 minutes', async () => {
    const { service, clock } = setup([member(1)]);
    await failLogins(service, 'm1@example.com', 10);
    clock.advance(15 * MINUTE - 1);
    expect(codeOf(await failure(service.withPassword('m1@example.com', PASSWORD)))).toBe('LOGIN_LOCKED');
    clock.advance(1);
    await expect(service.withPassword('m1@example.com', PASSWORD)).resolves.toMatchObject({ id: 1 });
  });

  it('starts counting afresh after the lock: 9 more failures do not lock again', async () => {
    const { service, clock } = setup([member(1)]);
    await failLogins(service, 'm1@example.com', 10);
    clock.advance(15 * MINUTE);
    expect(await failLogins(service, 'm1@example.com', 9)).toEqual(Array(9).fill('LOGIN_FAILED'));
  });

  it('counts failures within 15 minutes of the first: the 10th at 15 minutes less 1 ms locks, at 15 minutes it does not', async () => {
    const early = setup([member(1)]);
    await failLogins(early.service, 'm1@example.com', 9);
    early.clock.advance(15 * MINUTE - 1);
    expect(await failLogins(early.service, 'm1@example.com', 1)).toEqual(['LOGIN_LOCKED']);

    const late = setup([member(1)]);
    await failLogins(late.service, 'm1@example.com', 9);
    late.clock.advance(15 * MINUTE);
    expect(await failLogins(late.service, 'm1@example.com', 1)).toEqual(['LOGIN_FAILED']);
  });

  it('clears the count on success', async () => {
    const { service } = setup([member(1)]);
    await failLogins(service, 'm1@example.com', 9);
    await service.withPassword('m1@example.com', PASSWORD);
    expect(await failLogins(service, 'm1@example.com', 10)).toEqual([
      ...Array(9).fill('LOGIN_FAILED'),
      'LOGIN_LOCKED',
    ]);
  });

  it('locks one address, in any case, and not another; an unknown address locks too', async () => {
    const { service } = setup([member(1), member(2)]);
    await failLogins(service, 'M1@example.com', 5);
    await failLogins(service, 'm1@EXAMPLE.com', 5);
    expect(codeOf(await failure(service.withPassword('m1@example.com', PASSWORD)))).toBe('LOGIN_LOCKED');
    await expect(service.withPassword('m2@example.com', PASSWORD)).resolves.toMatchObject({ id: 2 });
    expect(await failLogins(service, 'ghost@example.com', 11)).toEqual([
      ...Array(9).fill('LOGIN_FAILED'),
      'LOGIN_LOCKED',
      'LOGIN_LOCKED',
    ]);
  });
});

describe('re-authentication (POST /validation/password, current password of a change)', {
  timeout: 60_000,
}, () => {
  it('passes the right password', async () => {
    const { service } = setup([member(1)]);
    await expect(service.reauthenticate(member(1), PASSWORD)).resolves.toBeUndefined();
  });

  it('answers 400 PASSWORD_MISMATCH naming the field: mismatch for a wrong password, required for none', async () => {
    const { service } = setup([member(1)]);
    const wrong = await failure(service.reauthenticate(member(1), 'Wrong0pass'));
    expect(codeOf(wrong)).toBe('PASSWORD_MISMATCH');
    expect((wrong as AppError).status).toBe(400);
    expect((wrong as AppError).fields).toEqual({ password: 'password.mismatch' });
    for (const none of [undefined, '']) {
      const error = await failure(service.reauthenticate(member(1), none, 'currentPassword'));
      expect((error as AppError).fields, JSON.stringify(none)).toEqual({ currentPassword: 'required' });
    }
  });

  it('answers PASSWORD_NOT_SET for a member who signs in only with a social account, without counting a failure', async () => {
    const social = member(1, { passwordHash: null });
    const { service } = setup([social]);
    for (let i = 0; i < 12; i++) {
      expect(codeOf(await failure(service.reauthenticate(social, 'Wrong0pass')))).toBe('PASSWORD_NOT_SET');
    }
    // 12 refusals later the address is not locked: a login still answers FAILED, not LOCKED
    expect(codeOf(await failure(service.withPassword('m1@example.com', PASSWORD)))).toBe('LOGIN_FAILED');
  });

  it('counts failures in the login lock: 9 failed logins and a failed re-authentication lock the login', async () => {
    const { service } = setup([member(1)]);
    await failLogins(service, 'm1@example.com', 9);
    expect(codeOf(await failure(service.reauthenticate(member(1), 'Wrong0pass')))).toBe('LOGIN_LOCKED');
    expect(codeOf(await failure(service.reauthenticate(member(1), PASSWORD)))).toBe('LOGIN_LOCKED');
    expect(codeOf(await failure(service.withPassword('m1@example.com', PASSWORD)))).toBe('LOGIN_LOCKED');
  });

  it('locks a member without an e-mail address by id', async () => {
    const phoneOnly = member(5, { email: null });
    const { service } = setup([phoneOnly, member(6, { email: null })]);
    for (let i = 0; i < 9; i++) await failure(service.reauthenticate(phoneOnly, 'Wrong0pass'));
    expect(codeOf(await failure(service.reauthenticate(phoneOnly, 'Wrong0pass')))).toBe('LOGIN_LOCKED');
    await expect(service.reauthenticate(member(6, { email: null }), PASSWORD)).resolves.toBeUndefined();
  });
});

describe('logging in with a social account', () => {
  it('logs a linked member in once per token', async () => {
    const { service, snsToken } = setup([member(1)]);
    const { accessToken, stored } = snsToken('kakao', 'k-1', 1);
    await expect(service.withSns('kakao', accessToken)).resolves.toMatchObject({ id: 1 });
    expect(stored()?.usedAt).toEqual(new Date(NOW));
    const again = await failure(service.withSns('kakao', accessToken));
    expect(codeOf(again)).toBe('SNS_TOKEN_INVALID');
    expect((again as AppError).status).toBe(401);
  });

  it('takes a token until the millisecond before its 30 minutes end', async () => {
    const { service, clock, snsToken } = setup([member(1)]);
    const first = snsToken('kakao', 'k-1', 1);
    const second = snsToken('kakao', 'k-1', 1);
    clock.advance(30 * MINUTE - 1);
    await expect(service.withSns('kakao', first.accessToken)).resolves.toMatchObject({ id: 1 });
    clock.advance(1);
    expect(codeOf(await failure(service.withSns('kakao', second.accessToken)))).toBe('SNS_TOKEN_INVALID');
  });

  it('refuses an unknown token and a token of another provider, leaving it unused', async () => {
    const { service, snsToken } = setup([member(1)]);
    const { accessToken, stored } = snsToken('kakao', 'k-1', 1);
    expect(codeOf(await failure(service.withSns('kakao', 'made-up')))).toBe('SNS_TOKEN_INVALID');
    expect(codeOf(await failure(service.withSns('naver', accessToken)))).toBe('SNS_TOKEN_INVALID');
    expect(stored()?.usedAt).toBeNull();
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unlinked identity or a withdrawn member, and keeps the token for sign-up', async () => {
    const { service, snsToken } = setup([member(2, { withdrawnAt: new Date('2026-06-01T00:00:00Z') })]);
    for (const token of [snsToken('naver', 'n-1'), snsToken('naver', 'n-2', 2)]) {
      const error = await failure(service.withSns('naver', token.accessToken));
      expect(codeOf(error)).toBe('ACCOUNT_NOT_FOUND');
      expect((error as AppError).status).toBe(404);
      expect(token.stored()?.usedAt).toBeNull();
    }
  });
});

describe('recording a login', () => {
  it('stamps the last login and activity with the clock and tells the first login apart', async () => {
    const { service, clock, users } = setup([member(1)]);
    const first = await service.recordLogin({ ...users.get(1)! });
    expect(first.firstLogin).toBe(true);
    expect(first.user).toMatchObject({ lastLoginAt: new Date(NOW), lastActiveAt: new Date(NOW) });
    clock.advance(MINUTE);
    const second = await service.recordLogin(first.user);
    expect(second.firstLogin).toBe(false);
    expect(second.user.lastLoginAt).toEqual(clock.now());
  });
});
