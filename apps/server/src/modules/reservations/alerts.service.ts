import { isLocale, type Locale, liveUrl, type PushAlertPayload } from '@kickoff/contract';
import type { Database } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema/index.js';
import { localize } from '../../shared/locale.js';
import { LOCKS } from '../../shared/locks.js';
import type { AlertRepo } from './alert.repo.js';
import type { PushRepo } from './push.repo.js';
import type { PushSender } from './push-sender.js';

/** A live that began more than this long ago is not alerted any more (the job runs every minute). */
export const ALERT_LOOKBACK_MS = 15 * 60 * 1000;
/** A "your match is live" message is worthless after this: push services drop it then. */
export const ALERT_TTL_SECONDS = 15 * 60;
/** The advisory lock of one alert run across instances (its key, for tests that hold it). */
export const ALERTS_LOCK_KEY = LOCKS.reservationAlerts.key;
/** Push messages sent at once. */
const PUSH_CONCURRENCY = 8;

const HEADLINE: Record<Locale, string> = {
  ja: '予約した試合のライブが始まりました',
  ko: '예약한 경기의 라이브가 시작되었습니다',
  en: 'A match you reserved is live now',
};

export interface AlertRun {
  /** Lives found on air within the look-back. */
  lives: number;
  /** Alerts written now (one per member and live, never twice). */
  alerts: number;
  pushed: number;
  failed: number;
  /** Subscriptions forgotten because the push service answered 404 or 410. */
  removed: number;
}

export interface ReservationAlertsDeps {
  db: Database;
  alerts: AlertRepo;
  push: PushRepo;
  sender: PushSender;
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Alerts members when a live they reserved (directly, or through a team or league) goes on air. */
export function createReservationAlerts({ db, alerts, push, sender }: ReservationAlertsDeps) {
  return {
    /**
     * Finds the lives that went on air (on air at `now`, begun within the look-back), writes one
     * member_alert per member and live (never twice: the unique index decides), then sends Web Push to
     * each new alert's member's browsers; a push service answering 404/410 removes that subscription.
     * Leader-safe: the recording holds a transaction-scoped advisory lock, and a run that cannot take
     * it is skipped (null). Pushes are sent after the commit, outside the lock.
     */
    async alertReservedLives(now: Date): Promise<AlertRun | null> {
      const recorded = await db.transaction(async (tx) => {
        if (!(await alerts.tryLockRun(tx))) return null;
        const started = await alerts.startedLives(new Date(now.getTime() - ALERT_LOOKBACK_MS), now, tx);
        const created = await alerts.record(
          started.map((l) => l.id),
          now,
          tx,
        );
        return { started, created };
      });
      if (!recorded) return null;

      const { started, created } = recorded;
      const run: AlertRun = {
        lives: started.length,
        alerts: created.length,
        pushed: 0,
        failed: 0,
        removed: 0,
      };
      if (created.length === 0) return run;

      const titles = new Map<number, LocalizedText>(started.map((l) => [l.id, l.title]));
      const subscriptions = await push.ofUsers([...new Set(created.map((a) => a.userId))]);
      const byUser = new Map<number, typeof subscriptions>();
      for (const s of subscriptions) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
      const messages = created.flatMap((alert) =>
        (byUser.get(alert.userId) ?? []).map((subscription) => ({ alert, subscription })),
      );
      await eachLimited(messages, PUSH_CONCURRENCY, async ({ alert, subscription }) => {
        const locale = isLocale(subscription.locale) ? subscription.locale : 'ja';
        const title = titles.get(alert.liveId);
        const payload: PushAlertPayload = {
          kind: 'live-started',
          alertId: alert.id,
          liveId: alert.liveId,
          title: HEADLINE[locale],
          body: title ? localize(title, locale) : '',
          url: liveUrl(alert.liveId),
        };
        const result = await sender.send(subscription, JSON.stringify(payload), {
          ttlSeconds: ALERT_TTL_SECONDS,
          topic: `live-${alert.liveId}`,
        });
        if (result.ok) run.pushed++;
        else {
          run.failed++;
          if (result.gone) {
            await push.removeById(subscription.id);
            run.removed++;
          }
        }
      });
      return run;
    },
  };
}
