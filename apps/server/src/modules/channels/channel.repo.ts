import { tokyoDayRange } from '@kickoff/contract';
import { and, asc, desc, eq, getTableColumns, gt, gte, lt, lte, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dayStampOf, dayStampRead, epochMs, isoDay } from '../../db/day-stamps.js';
import { prepared, slot } from '../../db/prepared.js';
import { channels, lives, programDayChanges, programDays, programs } from '../../db/schema/index.js';
import type { DayChanges } from '../../shared/kept-days.js';
import { liveOnAirAt } from '../../shared/live-status.js';

/**
 * No programme lasts longer than this: it bounds every "overlapping" range scan from below, so the
 * start-time indexes are used (programs_channel_start_idx, programs_start_idx).
 */
export const MAX_BROADCAST_MS = 24 * 60 * 60 * 1000;

export type ProgramRow = typeof programs.$inferSelect;
/** A visible programme as `programsOfDay` reads it: its columns in order, but `is_hide` (always false). */
type ProgramTuple = [
  id: number,
  channelId: number,
  title: ProgramRow['title'],
  description: ProgramRow['description'],
  startTimeMs: number,
  endTimeMs: number,
  duration: number,
  broadcastType: number,
  gameId: number | null,
  active: boolean,
];
export type ChannelRow = typeof channels.$inferSelect;

const visible = not(programs.isHide);
/** A visible programme overlapping a Tokyo day [`from`, `to`) (prepared reads' slots; `earliest` bounds the scan). */
const onTheDay = and(
  visible,
  gt(programs.startTime, slot('earliest')),
  lt(programs.startTime, slot('to')),
  gt(programs.endTime, slot('from')),
);
/** The columns a day's programmes are read with: all but `is_hide` (false for every one of them). */
const { isHide: _hidden, ...shownColumns } = getTableColumns(programs);
/** `programsOfDay`'s order; its tuples come in it, so this sort only checks that, in one pass. */
const byChannelThenStart = (a: ProgramTuple, b: ProgramTuple) => a[1] - b[1] || a[4] - b[4] || a[0] - b[0];
const before = (instant: Date) => new Date(instant.getTime() - MAX_BROADCAST_MS);

/** All SQL of channels, the EPG and lives by time (STYLE.md 5): every method takes the database or a transaction. */
export function createChannelRepo(db: Executor) {
  // the EPG's reads, prepared (db/prepared.ts); `earliest` is MAX_BROADCAST_MS before the instant
  const onAir = prepared(db, 'channel.onAir', (tx) =>
    tx
      .selectDistinctOn([programs.channelId])
      .from(programs)
      .where(
        and(
          visible,
          gt(programs.startTime, slot('earliest')),
          lte(programs.startTime, slot('now')),
          gt(programs.endTime, slot('now')),
        ),
      )
      .orderBy(asc(programs.channelId), desc(programs.startTime), desc(programs.id)),
  );
  const programDayStamp = dayStampRead(db, 'channel.programDayStamp', programDays);
  // a day's visible programmes with its stamp, in one statement: one JSON array of tuples (one parse,
  // as the schedule's day; drizzle's mapping of ~720 rows and two round trips cost more), in the
  // subquery's order (`programsOfDay` makes sure of it: an aggregate's own `order by` sorted them again)
  // and with the times as milliseconds (db/day-stamps.ts `epochMs`)
  const wholeDay = prepared(db, 'channel.programsOfDay', (tx) => {
    const shown = tx
      .select(shownColumns)
      .from(programs)
      .where(onTheDay)
      .orderBy(asc(programs.channelId), asc(programs.startTime), asc(programs.id))
      .as('shown');
    return tx
      .select({
        stamp: dayStampOf(programDays, sql`${slot('day')}::date`),
        programs: sql<
          ProgramTuple[] | null
        >`(select json_agg(json_build_array(${shown.id}, ${shown.channelId},
          ${shown.title}, ${shown.description}, ${epochMs(sql`${shown.startTime}`)}, ${epochMs(sql`${shown.endTime}`)},
          ${shown.duration}, ${shown.broadcastType}, ${shown.gameId}, ${shown.active})) from ${shown})`,
      })
      .from(sql`(select) as one`);
  });
  // what changed on a day since a generation, and those programmes on it now, in one statement: one row
  // of the stamp, the day's `pruned` and the changed ids, joined to each changed programme visible on it
  const changesOfDay = prepared(db, 'channel.programChanges', (tx) => {
    const day = sql`${slot('day')}::date`;
    const changed = tx.$with('changed').as(
      tx
        .selectDistinct({ id: sql<number>`unnest(${programDayChanges.programIds})`.as('id') })
        .from(programDayChanges)
        .where(and(eq(programDayChanges.day, day), gt(programDayChanges.generation, slot('since')))),
    );
    const head = tx
      .select({
        stamp: dayStampOf(programDays, day).as('stamp'),
        pruned:
          sql<string>`(select ${programDays.pruned} from ${programDays} where ${programDays.day} = ${day})`.as(
            'pruned',
          ),
        changed: sql<number[]>`array(select ${changed.id} from ${changed})`.as('changed'),
      })
      .from(sql`(select) as one`)
      .as('head');
    return tx
      .with(changed)
      .select({
        stamp: head.stamp,
        pruned: head.pruned,
        changed: head.changed,
        program: getTableColumns(programs),
      })
      .from(head)
      .leftJoin(programs, and(sql`${programs.id} = any(${head.changed})`, onTheDay));
  });

  return {
    channels: (tx: Executor = db) =>
      tx.select().from(channels).orderBy(asc(channels.orderNo), asc(channels.id)),

    async channel(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(channels).where(eq(channels.id, id));
      return row;
    },

    /** The visible programme on air at `now` on each channel (the latest begun, if two overlap). */
    onAir: (now: Date, tx: Executor = db) => onAir({ now, earliest: before(now) }, tx),

    /** The stamp of a Tokyo day's EPG (20261123): unchanged while what `programsOfDay` answers for it is. */
    programDayStamp,

    /**
     * A Tokyo day's visible programmes (20261123): those overlapping it, by channel then start, in one
     * range scan, with the day's stamp read in the same statement.
     */
    async programsOfDay(day: string, tx: Executor = db) {
      const { from, to } = tokyoDayRange(day);
      const [row] = await wholeDay({ day: isoDay(day), from, to, earliest: before(from) }, tx);
      const value = (row?.programs ?? [])
        .sort(byChannelThenStart)
        .map(
          ([
            id,
            channelId,
            title,
            description,
            startTime,
            endTime,
            duration,
            broadcastType,
            gameId,
            active,
          ]) => ({
            id,
            channelId,
            title,
            description,
            startTime: new Date(startTime),
            endTime: new Date(endTime),
            duration,
            broadcastType,
            gameId,
            active,
            isHide: false,
          }),
        );
      return { stamp: row?.stamp ?? '', value: value satisfies ProgramRow[] };
    },

    /**
     * What changed on a Tokyo day's EPG (20261123) since `generation` of its stamp (migration 0023), with
     * the stamp, in one statement (kept-days.ts `DayChanges`): the ids of the programmes written on the
     * day since, and those of them visible on it now.
     */
    async programChangesOfDay(
      day: string,
      generation: number,
      tx: Executor = db,
    ): Promise<DayChanges<ProgramRow>> {
      const { from, to } = tokyoDayRange(day);
      const rows = await changesOfDay(
        { day: isoDay(day), since: generation, from, to, earliest: before(from) },
        tx,
      );
      const [first] = rows;
      return {
        stamp: first?.stamp ?? '',
        changed: first?.changed ?? [],
        pruned: Number(first?.pruned ?? 0),
        rows: rows.flatMap((row) => (row.program ? [row.program] : [])),
      };
    },

    /** The channel's next visible programmes beginning after `now`. */
    next: (channelId: number, now: Date, limit: number, tx: Executor = db) =>
      tx
        .select()
        .from(programs)
        .where(and(eq(programs.channelId, channelId), visible, gt(programs.startTime, now)))
        .orderBy(asc(programs.startTime), asc(programs.id))
        .limit(limit),

    /** Lives beginning in [from, to) (lives_begin_idx). */
    livesBeginning: (from: Date, to: Date, tx: Executor = db) =>
      tx
        .select()
        .from(lives)
        .where(and(gte(lives.beginAt, from), lt(lives.beginAt, to)))
        .orderBy(asc(lives.beginAt), asc(lives.id))
        .limit(1000),

    /** Lives on air at `now` (liveOnAirAt, the contract's isLiveOnAir), on every channel. */
    livesOnAir: (now: Date, tx: Executor = db) =>
      tx.select().from(lives).where(liveOnAirAt(now)).orderBy(asc(lives.beginAt), asc(lives.id)).limit(200),
  };
}
export type ChannelRepo = ReturnType<typeof createChannelRepo>;
