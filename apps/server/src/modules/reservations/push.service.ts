import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import {
  type Locale,
  liveUrl,
  type MemberAlert,
  type Page,
  type PageQuery,
  type PushSubscriptionBody,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { localize } from '../../shared/locale.js';
import type { AlertRepo } from './alert.repo.js';
import type { PushRepo } from './push.repo.js';

/** Browsers a member may have subscribed at once; the oldest beyond this are forgotten. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

const invalid = (message: string) => new AppError('PUSH_SUBSCRIPTION_INVALID', message);

/**
 * Push services are public https services (FCM, Mozilla autopush, Apple, WNS): an address the server
 * itself would reach by name only inside its network (localhost, an IP literal) is refused.
 */
function assertPublicEndpoint(endpoint: string): void {
  const { hostname } = new URL(endpoint);
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0 || !host.includes('.')) {
    throw invalid('The endpoint must be a push service on the internet.');
  }
}

/** p256dh must be an uncompressed point on P-256 (what the browser gives). */
function assertP256Point(p256dh: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw invalid('p256dh is not an uncompressed P-256 key.');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw invalid('p256dh is not a point on P-256.');
  }
}

export interface PushServiceDeps {
  repo: PushRepo;
  alerts: AlertRepo;
  clock: Clock;
  publicKey: string;
}

/** Web Push subscriptions of a member and their in-app alerts (GET /push/key … PUT /alerts/{id}/read). */
export function createPushService({ repo, alerts, clock, publicKey }: PushServiceDeps) {
  return {
    publicKey: () => publicKey,

    async subscribe(userId: number, body: PushSubscriptionBody): Promise<void> {
      assertPublicEndpoint(body.endpoint);
      assertP256Point(body.keys.p256dh);
      await repo.upsert({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        createdAt: clock.now(),
      });
      await repo.trim(userId, PUSH_SUBSCRIPTIONS_PER_MEMBER);
    },

    unsubscribe: (userId: number, endpoint: string | undefined) => repo.remove(userId, endpoint),

    async alerts(
      userId: number,
      query: PageQuery,
      locale: Locale,
    ): Promise<Page<MemberAlert> & { unread: number }> {
      const { pageNo, pageItem } = query;
      const { rows, total, unread } = await alerts.page(userId, {
        offset: (pageNo - 1) * pageItem,
        limit: pageItem,
      });
      return {
        list: rows.map((r) => ({
          id: r.id,
          liveId: r.liveId,
          title: localize(r.title, locale),
          url: r.liveId === null ? null : liveUrl(r.liveId),
          createdAt: r.createdAt.toISOString(),
          readAt: r.readAt?.toISOString() ?? null,
        })),
        total,
        totalPage: Math.max(1, Math.ceil(total / pageItem)),
        pageNo,
        pageItem,
        unread,
      };
    },

    /** Marks one of the member's alerts read; answers the unread count left. */
    async markRead(userId: number, id: number): Promise<{ unread: number }> {
      const row = await alerts.markRead(userId, id, clock.now());
      if (!row) throw new AppError('ALERT_NOT_FOUND', 'No such alert.');
      return { unread: await alerts.unread(userId) };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
