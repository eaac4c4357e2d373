import { z } from 'zod';

// ── Domain events: published by one instance, delivered to every instance (the event bus) ─────────

/** Why a session ended (the `end_reason` a session row keeps). */
export const SESSION_END_REASONS = [
  'logout',
  'replaced',
  'password_changed',
  'withdrawn',
  'expired',
  'account_changed',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * Sessions of a member ended: one (`sessionId`, the id the session table keeps, never the cookie's
 * token), or every live one of the member, of one `kind` when given, except `keptSessionId` (the
 * session that asked, on a password change). `replaced` is the single-session rule: a new login of
 * the same kind ended the older one (its sockets get cmd 0, "multiple logins prevented").
 * `sessionIds` names the sessions a member-wide end ended, so that what was signed for exactly those
 * sessions (the media origin's playback tokens) is refused, and nothing signed for another.
 */
export const sessionEndedEvent = z.object({
  type: z.literal('session.ended'),
  userId: z.number().int().positive(),
  reason: z.enum(SESSION_END_REASONS),
  sessionId: z.string().min(1).max(100).optional(),
  sessionIds: z.array(z.string().min(1).max(100)).max(100).optional(),
  kind: z.enum(['web', 'tv']).optional(),
  keptSessionId: z.string().min(1).max(100).optional(),
});

/** The member's profile changed (nickname, name, e-mail, phone, details): cached views of them are stale. */
export const memberChangedEvent = z.object({
  type: z.literal('member.changed'),
  userId: z.number().int().positive(),
});

/** The member's pass changed (bought, renewed, ended): their scope and playback rights are recomputed. */
export const passChangedEvent = z.object({
  type: z.literal('pass.changed'),
  userId: z.number().int().positive(),
});

/** The catalogue changed (games, lives, VOD, channels, EPG): answers built from it are stale. */
export const catalogueChangedEvent = z.object({
  type: z.literal('catalogue.changed'),
});

/**
 * A media ladder changed state or progress (queued, encoding, ready, failed): every instance reloads
 * what it knows of it, and a worker with nothing to do looks for queued work.
 */
export const mediaChangedEvent = z.object({
  type: z.literal('media.changed'),
  ladderId: z.string().min(1).max(80),
});

export const domainEventSchema = z.discriminatedUnion('type', [
  sessionEndedEvent,
  memberChangedEvent,
  passChangedEvent,
  catalogueChangedEvent,
  mediaChangedEvent,
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
/** The event of one type. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
