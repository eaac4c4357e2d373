import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lives, memberAlerts } from '../../db/schema/index.js';
import { liveOnAirAt } from '../../shared/live-status.js';
import { LOCKS, tryHoldLock } from '../../shared/locks.js';

/** Rows of a raw statement: PGlite and node-postgres both answer { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** All SQL of reservation alerts (STYLE.md 5): every method takes the database or a transaction. */
export function createAlertRepo(db: Executor) {
  return {
    /** Takes the lock of an alert run until `tx` ends if no one holds it; false when another run does. */
    tryLockRun: (tx: Executor): Promise<boolean> => tryHoldLock(tx, LOCKS.reservationAlerts),

    /**
     * Lives that went on air in (since, now]: on air at `now` (liveOnAirAt, the contract's isLiveOnAir)
     * and planned to begin after `since` (lives_status_idx / lives_begin_idx). A live marked on air
     * ahead of its begin counts; one that began and is already off air again (ended, cancelled, or past
     * its end unmarked) is not alerted.
     */
    startedLives: (since: Date, now: Date, tx: Executor = db) =>
      tx
        .select({ id: lives.id, title: lives.title, gameId: lives.gameId })
        .from(lives)
        .where(and(liveOnAirAt(now), gt(lives.beginAt, since))),

    /**
     * Writes one alert per member who reserved one of the lives — the live itself, a team of its game or
     * its game's league — unless that member already has the alert of that live (member_alerts_once_key).
     * Answers only the alerts written now, so each is pushed once whatever runs in parallel.
     */
    async record(liveIds: number[], now: Date, tx: Executor = db) {
      if (liveIds.length === 0) return [];
      const result = await tx.execute(sql`
        insert into member_alerts (user_id, live_id, title, created_at)
        select distinct on (r.user_id, l.id) r.user_id, l.id, l.title, ${now.toISOString()}::timestamptz
        from lives l
        left join games g on g.id = l.game_id
        join reservations r
          on (r.type = 'live' and r.dest_id = l.id)
          or (r.type = 'team' and r.dest_id in (g.home_team_id, g.away_team_id))
          or (r.type = 'league' and r.dest_id = g.league_id)
        join users u on u.id = r.user_id and u.withdrawn_at is null
        where l.id in (${sql.join(
          liveIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        on conflict (user_id, live_id) do nothing
        returning id, user_id as "userId", live_id as "liveId"`);
      return rowsOf<{ id: number; userId: number; liveId: number }>(result);
    },

    async page(userId: number, paging: { offset: number; limit: number }, tx: Executor = db) {
      const mine = eq(memberAlerts.userId, userId);
      const [rows, [total], [unread]] = await Promise.all([
        tx
          .select()
          .from(memberAlerts)
          .where(mine)
          .orderBy(desc(memberAlerts.createdAt), desc(memberAlerts.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ value: count() }).from(memberAlerts).where(mine),
        tx
          .select({ value: count() })
          .from(memberAlerts)
          .where(and(mine, isNull(memberAlerts.readAt))),
      ]);
      return { rows, total: total?.value ?? 0, unread: unread?.value ?? 0 };
    },

    /** Marks the member's alert read (once); undefined when it is not theirs or does not exist. */
    async markRead(userId: number, id: number, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(memberAlerts)
        .set({ readAt: sql`coalesce(${memberAlerts.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(memberAlerts.id, id), eq(memberAlerts.userId, userId)))
        .returning({ id: memberAlerts.id });
      return row;
    },

    async unread(userId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ value: count() })
        .from(memberAlerts)
        .where(and(eq(memberAlerts.userId, userId), isNull(memberAlerts.readAt)));
      return row?.value ?? 0;
    },
  };
}
export type AlertRepo = ReturnType<typeof createAlertRepo>;
