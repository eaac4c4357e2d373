import type { DomainEvent } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { createMemoryBus } from '../../shared/event-bus.js';
import { REREAD_AHEAD } from '../../shared/reread-ahead.js';
import type { SessionRepo, SessionRow, UserRow } from './session.repo.js';
import { createSessionService, hashToken, SESSION_TTL } from './session.service.js';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache.js';

const NOW = '2026-11-23T03:00:00.000Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.parse(NOW) + ms);

function member(id: number, changes: Partial<UserRow> = {}): UserRow {
  const created = new Date('2026-01-01T00:00:00Z');
  return {
    id,
    email: `m${id}@example.com`,
    passwordHash: null,
    name: null,
    birthDate: null,
    gender: null,
    phone: null,
    nickname: null,
    nicknameChangedAt: null,
    status: 1,
    role: 'member',
    origin: 1,
    locale: 'ja',
    marketingAgreed: false,
    termsAgreedAt: created,
    lastLoginAt: null,
    lastActiveAt: null,
    withdrawnAt: null,
    purchaseVerifiedAt: null,
    withdrawReason: null,
    createdAt: created,
    updatedAt: created,
    ...changes,
  };
}

/**
 * Sessions and members in memory, with the repo's SQL: endLive ends the member's sessions still live (of
 * one kind, or all but one); end leaves an ended session as it was; touch also stamps the member's activity.
 */
function setup(members: UserRow[] = [member(1), member(2)], { cached = false } = {}) {
  const clock = fixedClock(NOW);
  const users = new Map(members.map((m) => [m.id, m]));
  const sessions = new Map<string, SessionRow>();
  const repo: SessionRepo = {
    insert: async (row) => {
      const session: SessionRow = {
        id: row.id,
        userId: row.userId,
        kind: row.kind ?? 'web',
        remember: row.remember ?? false,
        firstLogin: row.firstLogin ?? false,
        method: row.method,
        userAgent: row.userAgent ?? null,
        ip: row.ip ?? null,
        createdAt: row.createdAt ?? clock.now(),
        lastSeenAt: row.lastSeenAt ?? clock.now(),
        expiresAt: row.expiresAt,
        endedAt: row.endedAt ?? null,
        endReason: row.endReason ?? null,
      };
      if (sessions.has(session.id)) throw new Error('duplicate session id');
      sessions.set(session.id, session);
      return { ...session };
    },
    findWithUser: async (id) => {
      const session = sessions.get(id);
      const user = session && users.get(session.userId);
      return session && user ? { session: { ...session }, user: { ...user } } : null;
    },
    endLive: async (userId, reason, when, options = {}) => {
      const ended: string[] = [];
      for (const s of sessions.values()) {
        if (s.userId !== userId || s.endedAt !== null) continue;
        if (options.kind && s.kind !== options.kind) continue;
        if (options.exceptId && s.id === options.exceptId) continue;
        Object.assign(s, { endedAt: when, endReason: reason });
        ended.push(s.id);
      }
      return ended;
    },
    end: async (id, reason, when) => {
      const s = sessions.get(id);
      if (!s || s.endedAt !== null) return false;
      Object.assign(s, { endedAt: when, endReason: reason });
      return true;
    },
    touch: async (id, when, expiresAt) => {
      const s = sessions.get(id);
      if (!s) return;
      Object.assign(s, { lastSeenAt: when, expiresAt });
      const user = users.get(s.userId);
      if (user) user.lastActiveAt = when;
    },
    lockMember: async () => {},
    endedSince: async (since) =>
      [...sessions.values()]
        .flatMap(({ id, endedAt }) => (endedAt && endedAt >= since ? [{ id, endedAt }] : []))
        .sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime()),
  };
  // drizzle's Database is the whole client; the service calls only transaction(fn), which this runs at once
  const db = { transaction: (run: (tx: object) => Promise<unknown>) => run({}) } as unknown as Database;
  const published: DomainEvent[] = [];
  // what is published reaches the session cache, as the bus delivers it on the instance that published
  const memory = createMemoryBus({ warn() {}, error() {} });
  const bus = {
    publish: async (event: DomainEvent) => {
      published.push(event);
      await memory.publish(event);
    },
  };
  const cache = cached
    ? createSessionCache({
        clock,
        bus: { subscribe: memory.subscribe, connected: () => true, links: () => 1 },
      })
    : undefined;
  const service = createSessionService({ db, repo, clock, bus, ...(cache ? { cache } : {}) });
  const stored = (token: string) => sessions.get(hashToken(token));
  return { clock, service, sessions, users, stored, published };
}

const web = { remember: false, method: 'password' } as const;

/** Lets the background work started so far finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Counts the reads of `sessions` by id from now on (the repo's findWithUser reads the map). */
function countReads(sessions: Map<string, SessionRow>) {
  const reads = { count: 0 };
  const get = sessions.get.bind(sessions);
  sessions.get = (id: string) => {
    reads.count++;
    return get(id);
  };
  return reads;
}

describe('starting a session', () => {
  it('hands out a random token and stores only its hash, with the clock’s time', async () => {
    const { service, sessions } = setup();
    const { token, session } = await service.start(1, { ...web, firstLogin: true, ip: '203.0.113.9' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.id).toBe(hashToken(token));
    expect(session.id).not.toContain(token);
    expect([...sessions.keys()]).toEqual([hashToken(token)]);
    expect(session).toMatchObject({
      userId: 1,
      kind: 'web',
      firstLogin: true,
      method: 'password',
      ip: '203.0.113.9',
      createdAt: new Date(NOW),
      lastSeenAt: new Date(NOW),
    });
    expect((await service.start(1, web)).token).not.toBe(token);
  });

  it('lasts 24 hours idle without auto-login and 30 days with it', async () => {
    expect(SESSION_TTL).toEqual({ idleMs: DAY, rememberMs: 30 * DAY });
    const { service } = setup();
    expect((await service.start(1, web)).session.expiresAt).toEqual(at(DAY));
    expect((await service.start(2, { ...web, remember: true })).session.expiresAt).toEqual(at(30 * DAY));
  });

  it('keeps at most 300 characters of the user agent', async () => {
    const { service } = setup();
    const { session } = await service.start(1, { ...web, userAgent: 'u'.repeat(301) });
    expect(session.userAgent).toHaveLength(300);
  });

  it('ends the member’s older session of the same kind as replaced, and leaves the other kind and other members alone', async () => {
    const { service, clock, published } = setup();
    const oldWeb = await service.start(1, web);
    const tv = await service.start(1, { ...web, kind: 'tv' });
    const otherMember = await service.start(2, web);
    clock.advance(MINUTE);
    const newWeb = await service.start(1, web);

    expect(await service.resolve(oldWeb.token)).toEqual({ state: 'ended', reason: 'replaced' });
    for (const { token } of [tv, otherMember, newWeb]) {
      expect((await service.resolve(token)).state).toBe('live');
    }
    // the event names the one session it ended (the media origin refuses exactly its tokens)
    expect(published).toEqual([
      {
        type: 'session.ended',
        userId: 1,
        reason: 'replaced',
        kind: 'web',
        keptSessionId: newWeb.session.id,
        sessionIds: [oldWeb.session.id],
      },
    ]);
  });
});

describe('resolving a cookie', () => {
  it('answers none without a token, for an unknown one and for one over 100 characters', async () => {
    const { service, sessions } = setup();
    const long = 'x'.repeat(101);
    const longest = 'x'.repeat(100);
    const { session } = await service.start(1, web);
    for (const token of [long, longest]) sessions.set(hashToken(token), { ...session, id: hashToken(token) });
    expect(await service.resolve(undefined)).toEqual({ state: 'none' });
    expect(await service.resolve('')).toEqual({ state: 'none' });
    expect(await service.resolve('unknown')).toEqual({ state: 'none' });
    expect(await service.resolve(long)).toEqual({ state: 'none' });
    expect((await service.resolve(longest)).state).toBe('live');
  });

  it('answers the live session and its member', async () => {
    const { service } = setup();
    const { token, session } = await service.start(2, web);
    expect(await service.resolve(token)).toMatchObject({
      state: 'live',
      session: { id: session.id, userId: 2 },
      user: { id: 2, email: 'm2@example.com' },
    });
  });

  it('is live until the millisecond before it expires, and ended as expired from then on', async () => {
    const { service, clock, stored } = setup();
    const { token } = await service.start(1, web);
    clock.set(at(DAY - 1));
    // seen now: the idle timeout slides 24 hours on
    expect((await service.resolve(token)).state).toBe('live');
    expect(stored(token)?.expiresAt).toEqual(at(2 * DAY - 1));
    clock.set(at(2 * DAY - 1));
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'expired' });
    expect(stored(token)).toMatchObject({ endedAt: at(2 * DAY - 1), endReason: 'expired' });
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'expired' });
  });

  it('ends an auto-login session exactly 30 days after it was last seen', async () => {
    const { service, clock } = setup();
    const { token } = await service.start(1, { ...web, remember: true });
    clock.set(at(30 * DAY - 1));
    expect((await service.resolve(token)).state).toBe('live');
    clock.set(at(60 * DAY - 2));
    expect((await service.resolve(token)).state).toBe('live');
    clock.set(at(90 * DAY - 2));
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'expired' });
  });

  it('writes lastSeenAt at most every 5 minutes, stamping the member’s activity when it does', async () => {
    const { service, clock, stored, users } = setup();
    const { token } = await service.start(1, web);
    clock.advance(5 * MINUTE - 1);
    await service.resolve(token);
    expect(stored(token)).toMatchObject({ lastSeenAt: new Date(NOW), expiresAt: at(DAY) });
    expect(users.get(1)?.lastActiveAt).toBeNull();
    clock.advance(1);
    await service.resolve(token);
    expect(stored(token)).toMatchObject({ lastSeenAt: at(5 * MINUTE), expiresAt: at(5 * MINUTE + DAY) });
    expect(users.get(1)?.lastActiveAt).toEqual(at(5 * MINUTE));
  });

  it('answers ended with the reason the session ended for, logout when none was kept', async () => {
    const { service, sessions } = setup();
    const { token, session } = await service.start(1, web);
    await service.end(session, 'password_changed');
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'password_changed' });
    sessions.set(session.id, { ...session, endedAt: new Date(NOW), endReason: null });
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'logout' });
  });

  it('answers ended as withdrawn for a withdrawn member’s session', async () => {
    const { service, users } = setup();
    const { token } = await service.start(1, web);
    users.set(1, member(1, { withdrawnAt: new Date(NOW) }));
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'withdrawn' });
  });
});

describe('ending sessions', () => {
  it('ends one session at the clock’s time; ending it again keeps the first reason', async () => {
    const { service, clock, stored, published } = setup();
    const { token, session } = await service.start(1, web);
    clock.advance(MINUTE);
    await service.end(session, 'logout');
    clock.advance(MINUTE);
    await service.end(session, 'withdrawn');
    expect(stored(token)).toMatchObject({ endedAt: at(MINUTE), endReason: 'logout' });
    // published once, for the end that happened
    expect(published).toEqual([
      { type: 'session.ended', userId: 1, reason: 'logout', sessionId: session.id },
    ]);
  });

  it('ends every live session of the member of both kinds except the one given, and answers how many', async () => {
    const { service } = setup();
    const webSession = await service.start(1, web);
    const tvSession = await service.start(1, { ...web, kind: 'tv' });
    const other = await service.start(2, web);
    expect(await service.endAll(1, 'account_changed', webSession.session.id)).toBe(1);
    expect((await service.resolve(webSession.token)).state).toBe('live');
    expect(await service.resolve(tvSession.token)).toEqual({ state: 'ended', reason: 'account_changed' });
    expect((await service.resolve(other.token)).state).toBe('live');
    expect(await service.endAll(1, 'withdrawn')).toBe(1);
    expect(await service.endAll(1, 'withdrawn')).toBe(0);
  });

  it('answers the sessions ended since a time, the earliest first, whatever the reason', async () => {
    const { service, clock } = setup();
    const first = await service.start(1, web);
    clock.advance(MINUTE);
    const second = await service.start(1, web); // replaces the first
    const tv = await service.start(2, { ...web, kind: 'tv' });
    clock.advance(MINUTE);
    await service.end(tv.session, 'logout');
    expect(await service.endedSince(at(0))).toEqual([
      { id: first.session.id, endedAt: at(MINUTE) },
      { id: tv.session.id, endedAt: at(2 * MINUTE) },
    ]);
    expect(await service.endedSince(at(2 * MINUTE))).toEqual([
      { id: tv.session.id, endedAt: at(2 * MINUTE) },
    ]);
    expect((await service.endedSince(at(0))).map((s) => s.id)).not.toContain(second.session.id);
  });
});

describe('answering from memory alone (keptLive)', () => {
  it('knows a token once resolve has seen it live, and answers its session and member', async () => {
    const { service } = setup(undefined, { cached: true });
    const { token, session } = await service.start(1, web);
    expect(service.keptLive(token)).toBeUndefined();
    expect(service.keptLive(undefined)).toBeUndefined();
    expect(service.keptLive('unknown')).toBeUndefined();
    expect((await service.resolve(token)).state).toBe('live');
    expect(service.keptLive(token)).toMatchObject({ session: { id: session.id }, user: { id: 1 } });
  });

  it('leaves to resolve a session due for its touch, then knows it again once touched', async () => {
    const { service, clock, stored } = setup(undefined, { cached: true });
    const { token } = await service.start(1, web);
    await service.resolve(token);
    clock.advance(5 * MINUTE - 1);
    // the session cache trusts what it read for less than that: read again (not due for its touch yet)
    expect(service.keptLive(token)).toBeUndefined();
    await service.resolve(token);
    expect(stored(token)?.lastSeenAt).toEqual(at(0));
    expect(service.keptLive(token)).toBeDefined();
    clock.advance(1);
    expect(service.keptLive(token)).toBeUndefined();
    await service.resolve(token);
    expect(stored(token)?.lastSeenAt).toEqual(at(5 * MINUTE));
    expect(service.keptLive(token)).toBeDefined();
  });

  it('re-reads a kept session in the background once due, so a member read steadily never waits for it', async () => {
    const { service, clock, sessions, users, stored } = setup(undefined, { cached: true });
    const { token } = await service.start(1, web);
    await service.resolve(token);
    const reads = countReads(sessions);
    clock.advance(SESSION_CACHE_TTL_MS * REREAD_AHEAD - 1);
    expect(service.keptLive(token)).toBeDefined();
    expect(reads.count).toBe(0);
    // due: still answered from memory, its re-read started once
    users.set(1, { ...member(1), nickname: 'renamed' });
    clock.advance(1);
    expect(service.keptLive(token)?.user.nickname).toBeNull();
    expect(service.keptLive(token)).toBeDefined();
    expect(reads.count).toBe(1);
    await settle();
    // what it read is kept for a whole time to live from then
    expect(service.keptLive(token)?.user.nickname).toBe('renamed');
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(service.keptLive(token)).toBeDefined();
    expect(stored(token)?.endedAt).toBeNull();
  });

  it('finds by its re-read a session ended where no word reached this instance, and forgets it', async () => {
    const { service, clock, stored } = setup(undefined, { cached: true });
    const { token } = await service.start(1, web);
    await service.resolve(token);
    // ended on another instance, its bus message lost
    Object.assign(stored(token) as SessionRow, { endedAt: at(0), endReason: 'logout' });
    clock.advance(SESSION_CACHE_TTL_MS * REREAD_AHEAD);
    expect(service.keptLive(token)).toBeDefined();
    await settle();
    // the re-read found it ended: forgotten at once, before its time to live, and resolve answers why
    expect(service.keptLive(token)).toBeUndefined();
    expect(await service.resolve(token)).toEqual({ state: 'ended', reason: 'logout' });
  });

  it('knows nothing of a session from the moment it ends, nor without a session cache', async () => {
    const cached = setup(undefined, { cached: true });
    const { token, session } = await cached.service.start(1, web);
    await cached.service.resolve(token);
    await cached.service.end(session, 'logout');
    expect(cached.service.keptLive(token)).toBeUndefined();
    expect(await cached.service.resolve(token)).toEqual({ state: 'ended', reason: 'logout' });

    const uncached = setup();
    const other = await uncached.service.start(1, web);
    await uncached.service.resolve(other.token);
    expect(uncached.service.keptLive(other.token)).toBeUndefined();
  });
});
