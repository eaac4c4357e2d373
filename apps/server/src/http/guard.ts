import type { FastifyRequest } from 'fastify';
import type { sessions, users } from '../db/schema/index.js';

/** The member behind a request's session. */
export interface AuthContext {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  userId: number;
}

/**
 * Who is calling, as every route sees it (the account module's `createAuth` implements it). Handlers
 * call one of these on their first line: `const me = await auth.member(request)` (401 when logged out)
 * or `auth.self(request, params.userId)` (403 for anyone else's record).
 */
export interface Guard {
  /** The session's member, or null. */
  optional(request: FastifyRequest): Promise<AuthContext | null>;
  /** The session's member, or 401 (SESSION_REPLACED when a login elsewhere ended the session). */
  member(request: FastifyRequest): Promise<AuthContext>;
  /** The session's member, who must be `userId` (403 otherwise). */
  self(request: FastifyRequest, userId: number): Promise<AuthContext>;
  /** Staff only (operator or admin), 403 otherwise. */
  staff(request: FastifyRequest): Promise<AuthContext>;
}
