import type { Clock } from '../../clock.js';
import { type EventBus, trustWhileLinked } from '../../shared/event-bus.js';
import { dueForReread, rereads } from '../../shared/reread-ahead.js';
import type { ScoreSettings } from './settings.repo.js';

/** How long a member's score setting read from the database is trusted without a word from the bus. */
export const SCORE_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * The score setting kept in memory: it is read by every answer that carries scores (the cached home,
 * schedule and EPG answers would otherwise cost one database read each). A change made here publishes
 * `member.changed`, which every instance (this one at once, others through Redis) answers by
 * forgetting that member's setting; an entry is trusted for at most `ttlMs`, not at all while the bus
 * is cut off, and all are forgotten when it links again (as the session cache: account/session-cache.ts).
 */
export function cachedScoreSettings(
  scores: ScoreSettings,
  {
    bus,
    clock,
    ttlMs = SCORE_CACHE_TTL_MS,
  }: { bus: Pick<EventBus, 'publish' | 'subscribe' | 'connected' | 'links'>; clock: Clock; ttlMs?: number },
): ScoreSettings {
  const entries = new Map<number, { on: boolean; at: number }>();
  /** Bumped by every forget: a read that began before it is not kept (it may have read the old row). */
  let generation = 0;
  const forget = (userId?: number) => {
    generation++;
    if (userId === undefined) entries.clear();
    else entries.delete(userId);
  };
  const usable = trustWhileLinked(bus, () => forget());
  bus.subscribe('member.changed', (event) => forget(event.userId));
  /** Reads the member's setting and keeps it (as of `now`) unless it was forgotten meanwhile. */
  const readAndKeep = async (userId: number, now: number) => {
    const mark = generation;
    const on = await scores.isOn(userId);
    if (mark === generation && usable()) {
      entries.delete(userId);
      entries.set(userId, { on, at: now });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return on;
  };
  const reread = rereads<number>();
  /** The setting kept for the member, while it may be trusted at `now` (re-read ahead: reread-ahead.ts). */
  const trusted = (userId: number, now: number): boolean | undefined => {
    if (!usable()) return undefined;
    const kept = entries.get(userId);
    if (!kept || now - kept.at < 0 || now - kept.at >= ttlMs) return undefined;
    if (dueForReread(now - kept.at, ttlMs)) reread(userId, () => readAndKeep(userId, now));
    return kept.on;
  };

  return {
    async isOn(userId, tx) {
      // inside a transaction the row is read with it, as it stands there
      if (tx) return scores.isOn(userId, tx);
      const now = clock.now().getTime();
      return trusted(userId, now) ?? readAndKeep(userId, now);
    },

    kept: (userId) => trusted(userId, clock.now().getTime()),

    async set(userId, on, now, tx) {
      const saved = await scores.set(userId, on, now, tx);
      forget(userId);
      await bus.publish({ type: 'member.changed', userId });
      return saved;
    },
  };
}
