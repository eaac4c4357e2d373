import { z } from 'zod';
import { envelope, isoDateTime, pageOf, pageQuerySchema } from './common.js';

// ── Web Push (decisions.md: VAPID keys generated on first start) ──────────────────────────

/** GET /push/key: the VAPID application server key, base64url (for `applicationServerKey`). */
export const pushKeyResponse = envelope(z.object({ publicKey: z.string() }));

const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((v) => decodedLength(v) === bytes, `must encode ${bytes} bytes`);

/** Bytes a base64url string decodes to. */
function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

/**
 * POST /push/subscriptions: `PushSubscription.toJSON()` of the browser. The endpoint must be an https
 * URL of a push service; p256dh is the browser's P-256 public key (65 bytes), auth its 16-byte secret.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /push/subscriptions?endpoint=…: that subscription, or all of the member's without endpoint. */
export const pushUnsubscribeQuerySchema = z.object({ endpoint: z.string().max(2048).optional() });
export const pushRemovedResponse = envelope(z.object({ removed: z.number().int() }));

/**
 * What a push message carries (JSON, encrypted, at most a few hundred bytes). The service worker shows
 * `title` and `body` and opens `url` on click. Texts are in the member's language.
 */
export const pushAlertPayloadSchema = z.object({
  kind: z.literal('live-started'),
  alertId: z.number().int(),
  liveId: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushAlertPayload = z.infer<typeof pushAlertPayloadSchema>;

/** Where an alert leads: the live page of spec §2 (`/live?type=live&id=`). */
export const liveUrl = (liveId: number) => `/live?type=live&id=${liveId}`;

// ── In-app alerts (for members without Web Push, and the history) ─────────────────────────

export const memberAlertSchema = z.object({
  id: z.number().int(),
  liveId: z.number().int().nullable(),
  /** The live's title. */
  title: z.string(),
  url: z.string().nullable(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export type MemberAlert = z.infer<typeof memberAlertSchema>;

export const alertListQuerySchema = pageQuerySchema;
/** GET /alerts: newest first, paged, with the count of unread ones. */
export const alertListResponse = envelope(pageOf(memberAlertSchema).extend({ unread: z.number().int() }));
export const alertIdParamsSchema = z.object({
  id: z.coerce.number<number>().int().positive().max(2_147_483_647),
});
export const alertReadResponse = envelope(z.object({ unread: z.number().int() }));
