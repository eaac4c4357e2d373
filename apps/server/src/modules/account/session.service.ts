import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../shared/event-bus.js';
import { rereads } from '../../shared/reread-ahead.js';
import type { EndReason, SessionRepo, SessionRow, UserRow } from './session.repo.js';
import type { SessionCache } from './session-cache.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** decisions.md: 30 days with auto-login, else 24 h idle on the server (the cookie ends with the browser). */
export const SESSION_TTL = {
  rememberMs: LIMITS.session.rememberDays * DAY,
  idleMs: LIMITS.session.idleHours * HOUR,
} as const;
/** lastSeenAt is written at most this often, so reads stay reads (and the idle end is late by at most this). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** How many tokens' ids `resolve` keeps (as many as the session cache keeps sessions). */
const TOKEN_IDS_KEPT = 20_000;

export type SessionKind = SessionRow['kind'];
export interface StartOptions {
  kind?: SessionKind;
  remember: boolean;
  /** password, sns:<provider>, signup, reset … */
  method: string;
  firstLogin?: boolean;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export type Resolved =
  | { state: 'live'; session: SessionRow; user: UserRow }
  | { state: 'ended'; reason: EndReason | 'expired' }
  | { state: 'none' };

/** The cookie carries the token; the table only its hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions. Every end of a session is published on the bus as `session.ended` with its reason (after
 * the change is committed), so every instance can act on it: close the member's sockets, forget what
 * it holds for them.
 */
export function createSessionService({
  db,
  repo,
  clock,
  bus,
  cache,
}: {
  db: Database;
  repo: SessionRepo;
  clock: Clock;
  bus: Pick<EventBus, 'publish'>;
  /** Live sessions kept in memory (session-cache.ts); without one every call reads the database. */
  cache?: SessionCache;
}) {
  const expiry = (remember: boolean, from: Date) =>
    new Date(from.getTime() + (remember ? SESSION_TTL.rememberMs : SESSION_TTL.idleMs));

  /**
   * The id (hash) of tokens seen live lately, so a member's every request does not hash its cookie
   * again: a pure function of the token, so nothing here needs forgetting when a session ends (the
   * session itself is looked up by id every time). Bounded; the oldest goes first.
   */
  const idsOfTokens = new Map<string, string>();
  const idOf = (token: string): string => idsOfTokens.get(token) ?? hashToken(token);
  const remember = (token: string, id: string) => {
    if (idsOfTokens.has(token)) return;
    if (idsOfTokens.size >= TOKEN_IDS_KEPT) idsOfTokens.delete(idsOfTokens.keys().next().value!);
    idsOfTokens.set(token, id);
  };

  /**
   * `resolve` from the database: the session and its member read, ended when expired, kept in the cache
   * when live. Also the background re-read of a kept session due for it (reread-ahead.ts).
   */
  async function readThrough(token: string, id: string, now: Date): Promise<Resolved> {
    const mark = cache?.mark() ?? 0;
    const found = await repo.findWithUser(id);
    if (!found) {
      cache?.drop(id);
      return { state: 'none' };
    }
    const { session, user } = found;
    if (session.endedAt || user.withdrawnAt) cache?.drop(session.id);
    if (session.endedAt) return { state: 'ended', reason: session.endReason ?? 'logout' };
    if (session.expiresAt <= now) {
      cache?.drop(session.id);
      if (await repo.end(session.id, 'expired', now)) {
        await bus.publish({
          type: 'session.ended',
          userId: session.userId,
          reason: 'expired',
          sessionId: session.id,
        });
      }
      return { state: 'ended', reason: 'expired' };
    }
    if (user.withdrawnAt) return { state: 'ended', reason: 'withdrawn' };
    cache?.set(session, user, mark);
    remember(token, id);
    return live(session, user, now);
  }
  const reread = rereads<string>();
  /** The live session kept under `id`, its re-read started once due (the request is served meanwhile). */
  const keptOf = (token: string, id: string) => {
    const kept = cache?.get(id);
    if (kept && cache?.dueForReread(kept)) reread(id, () => readThrough(token, id, clock.now()));
    return kept;
  };

  /** Sessions being touched now, so concurrent requests of one session write once. */
  const touching = new Set<string>();
  const touchDue = (session: SessionRow, now: Date) =>
    now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;
  const live = async (session: SessionRow, user: UserRow, now: Date): Promise<Resolved> => {
    if (touchDue(session, now) && !touching.has(session.id)) {
      touching.add(session.id);
      try {
        const expiresAt = expiry(session.remember, now);
        await repo.touch(session.id, now, expiresAt);
        cache?.update({ ...session, lastSeenAt: now, expiresAt });
      } finally {
        touching.delete(session.id);
      }
    }
    return { state: 'live', session, user };
  };

  return {
    /**
     * Starts a new session (a new id every login: rotation) and ends the member's older live session of
     * the same kind with reason `replaced`: one web and one TV session per member (decisions.md).
     */
    async start(userId: number, options: StartOptions): Promise<{ token: string; session: SessionRow }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const kind = options.kind ?? 'web';
      const { session, replaced } = await db.transaction(async (tx) => {
        await repo.lockMember(userId, tx);
        const replaced = await repo.endLive(userId, 'replaced', now, { kind }, tx);
        const session = await repo.insert(
          {
            id: hashToken(token),
            userId,
            kind,
            remember: options.remember,
            firstLogin: options.firstLogin ?? false,
            method: options.method,
            userAgent: options.userAgent?.slice(0, 300),
            ip: options.ip,
            createdAt: now,
            lastSeenAt: now,
            expiresAt: expiry(options.remember, now),
          },
          tx,
        );
        return { session, replaced };
      });
      if (replaced.length > 0) {
        await bus.publish({
          type: 'session.ended',
          userId,
          reason: 'replaced',
          kind,
          keptSessionId: session.id,
          sessionIds: replaced,
        });
      }
      return { token, session };
    },

    /**
     * What a cookie's token stands for now. A live session seen a while ago is touched (idle timeout
     * slides): one write per session every TOUCH_EVERY_MS at most, whether it came from the cache or not.
     */
    async resolve(token: string | undefined): Promise<Resolved> {
      if (!token || token.length > 100) return { state: 'none' };
      const id = idOf(token);
      const now = clock.now();
      const kept = keptOf(token, id);
      if (kept && kept.session.expiresAt > now) {
        remember(token, id);
        return live(kept.session, kept.user, now);
      }
      return readThrough(token, id, now);
    },

    /**
     * What `resolve` would answer with nothing to wait for: the live session of a token seen live
     * lately, kept in the session cache, unexpired and not due for its touch. Else undefined (then
     * `resolve`, which reads, touches or ends as needed).
     */
    keptLive(token: string | undefined): { session: SessionRow; user: UserRow } | undefined {
      const id = token === undefined ? undefined : idsOfTokens.get(token);
      const kept = id === undefined ? undefined : keptOf(token as string, id);
      if (!kept) return undefined;
      const now = clock.now();
      return kept.session.expiresAt > now && !touchDue(kept.session, now) ? kept : undefined;
    },

    /** Ends one session of the member (logout). */
    async end(session: Pick<SessionRow, 'id' | 'userId'>, reason: EndReason): Promise<void> {
      if (await repo.end(session.id, reason, clock.now())) {
        await bus.publish({ type: 'session.ended', userId: session.userId, reason, sessionId: session.id });
      }
    },

    /**
     * The sessions that ended at or after `since` (any reason): an instance's media origin reads them
     * when it starts, to refuse the playback tokens of sessions that ended before it was listening.
     */
    endedSince(since: Date): Promise<{ id: string; endedAt: Date }[]> {
      return repo.endedSince(since);
    },

    /**
     * Ends every live session of the member (all kinds), except the one given: password change,
     * account change, withdrawal.
     */
    async endAll(userId: number, reason: EndReason, exceptSessionId?: string): Promise<number> {
      const ended = await repo.endLive(userId, reason, clock.now(), { exceptId: exceptSessionId });
      if (ended.length > 0) {
        await bus.publish({
          type: 'session.ended',
          userId,
          reason,
          ...(exceptSessionId ? { keptSessionId: exceptSessionId } : {}),
          sessionIds: ended,
        });
      }
      return ended.length;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
