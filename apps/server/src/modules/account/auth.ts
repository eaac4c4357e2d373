import { type SessionUser, type SnsProvider, USER_STATUS } from '@kickoff/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { AuthContext } from '../../http/guard.js';
import { secureCookies } from '../../http/https.js';
import { AppError } from '../../shared/app-error.js';
import type { MemberAccess, PassService } from '../passes/index.js';
import type { SessionRow, UserRow } from './session.repo.js';
import { type Resolved, SESSION_TTL, type SessionService, type StartOptions } from './session.service.js';

export const SESSION_COOKIE = 'kickoff_sid';

/** A live session and its member, as handlers see them. */
const contextOf = ({ session, user }: { session: SessionRow; user: UserRow }): AuthContext => ({
  session,
  user,
  userId: user.id,
});

/**
 * Who is calling. Handlers call one of these on their first line:
 * `const me = await auth.member(request)` (401 when logged out) or `auth.self(request, params.userId)`
 * (403 for anyone else's record). Each request resolves its session once.
 */
export function createAuth({
  sessions,
  config,
  passes,
}: {
  sessions: SessionService;
  config: Config;
  /** The member's scope, read from the passes they hold at every session answer. */
  passes: Pick<PassService, 'scopeOf'>;
}) {
  const resolved = new WeakMap<FastifyRequest, ReturnType<SessionService['resolve']>>();
  const resolve = (request: FastifyRequest) => {
    let pending = resolved.get(request);
    if (!pending) {
      pending = sessions.resolve(request.cookies[SESSION_COOKIE]);
      resolved.set(request, pending);
    }
    return pending;
  };
  const secure = secureCookies(config.PUBLIC_URL);

  const auth = {
    async optional(request: FastifyRequest): Promise<AuthContext | null> {
      const r = await resolve(request);
      return r.state === 'live' ? contextOf(r) : null;
    },

    /**
     * The session's member, or 401: SESSION_REPLACED when a login on another device ended this session
     * (the client shows "multiple logins prevented"), UNAUTHORIZED otherwise.
     */
    async member(request: FastifyRequest): Promise<AuthContext> {
      const r = await resolve(request);
      if (r.state === 'live') return contextOf(r);
      if (r.state === 'ended' && r.reason === 'replaced') {
        throw new AppError('SESSION_REPLACED', 'This session ended: the account logged in on another device');
      }
      throw new AppError('UNAUTHORIZED', 'Login required');
    },

    /** The session's member, who must be `userId`: a member only ever changes their own record. */
    async self(request: FastifyRequest, userId: number): Promise<AuthContext> {
      const me = await auth.member(request);
      if (me.userId !== userId) throw new AppError('FORBIDDEN', 'Not your account');
      return me;
    },

    /**
     * The session behind a raw `Cookie` header, for what is not a Fastify request (the realtime
     * socket's upgrade): the same cookie, the same resolution as every API call.
     */
    ofCookieHeader(header: string | undefined): Promise<Resolved> {
      return sessions.resolve(header ? cookieValue(header, SESSION_COOKIE) : undefined);
    },

    /**
     * The live session behind parsed cookies (as `request.cookies`), or null: for the cached answers
     * served before Fastify (http/fast-answers.ts), which leave every other state to the route's `member`.
     */
    async liveOf(cookies: Record<string, string | undefined>): Promise<AuthContext | null> {
      const r = await sessions.resolve(cookies[SESSION_COOKIE]);
      return r.state === 'live' ? contextOf(r) : null;
    },

    /** `liveOf` when it needs nothing but memory (`keptLive`), else undefined: then `liveOf`. */
    keptOf(cookies: Record<string, string | undefined>): AuthContext | undefined {
      const kept = sessions.keptLive(cookies[SESSION_COOKIE]);
      return kept && contextOf(kept);
    },

    /** Staff only (operator or admin). */
    async staff(request: FastifyRequest): Promise<AuthContext> {
      const me = await auth.member(request);
      if (me.user.role === 'member') throw new AppError('FORBIDDEN', 'Operators only');
      return me;
    },

    /** Starts a session (new id: rotation at login), sets the cookie, answers the session user. */
    async login(
      request: FastifyRequest,
      reply: FastifyReply,
      user: UserRow,
      options: Omit<StartOptions, 'userAgent' | 'ip'>,
    ): Promise<SessionUser> {
      const { token, session } = await sessions.start(user.id, {
        ...options,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        // auto-login: 30 days; otherwise a browser-session cookie
        ...(options.remember ? { maxAge: SESSION_TTL.rememberMs / 1000 } : {}),
      });
      resolved.set(request, Promise.resolve({ state: 'live', session, user }));
      return auth.sessionUser({ user, session });
    },

    /** The session user of the contract for a member's session, with the scope of the pass held now. */
    async sessionUser(me: Pick<AuthContext, 'user' | 'session'>): Promise<SessionUser> {
      return toSessionUser(me.user, me.session, await passes.scopeOf(me.user.id));
    },

    /** Ends this request's session server-side (if any) and clears the cookie. */
    async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const me = await auth.optional(request);
      if (me) await sessions.end(me.session, 'logout');
      auth.clearCookie(reply);
    },

    clearCookie(reply: FastifyReply): void {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure() });
    },
  };
  return auth;
}
export type Auth = ReturnType<typeof createAuth>;

/**
 * One cookie's value in a `Cookie` header (RFC 6265 pairs separated by `;`, the value URI-decoded as
 * @fastify/cookie encodes it), or undefined. @fastify/cookie's own parser loads only with the plugin.
 */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The session user of the contract, built from the rows and the member's access (the passes module's
 * `scopeOf`: the scope array and service id of the pass held now); the response schema strips anything
 * else.
 */
function toSessionUser(
  user: UserRow,
  session: SessionRow,
  access: Pick<MemberAccess, 'scope' | 'serviceId'>,
): SessionUser {
  const provider = session.method.startsWith('sns:') ? (session.method.slice(4) as SnsProvider) : null;
  return {
    userId: user.id,
    email: user.email,
    nickname: user.nickname,
    name: user.name,
    status: user.status,
    statusList: user.status === USER_STATUS.ACTIVE ? [] : [user.status],
    sns: provider ? 'sn' : null,
    snsProvider: provider,
    role: user.role,
    scope: access.scope,
    serviceId: access.serviceId,
    hasPassword: user.passwordHash !== null,
    firstLogin: session.firstLogin,
    remember: session.remember,
  };
}
