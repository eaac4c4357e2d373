import { compactDateOf, isLiveNow, type ScheduleItem } from '@kickoff/contract';

/** A league's games of one list, in the order they were answered (kick-off). */
export interface LeagueGroup {
  league: ScheduleItem['league'];
  gameType: ScheduleItem['gameType'];
  items: ScheduleItem[];
}

/** A Tokyo day's games. */
export interface DayGroup {
  day: string;
  items: ScheduleItem[];
}

/**
 * The games going out live at `now` (isLiveNow: a first-run live on air; shown first, apart — not
 * rebroadcasts) and the others.
 */
export function splitOnAir(
  items: readonly ScheduleItem[],
  now: Date,
): { onAir: ScheduleItem[]; rest: ScheduleItem[] } {
  const onAir: ScheduleItem[] = [];
  const rest: ScheduleItem[] = [];
  for (const item of items) (item.lives.some((live) => isLiveNow(live, now)) ? onAir : rest).push(item);
  return { onAir, rest };
}

/** Groups by league; leagues come in the order of their first game, games keep their order. */
export function groupByLeague(items: readonly ScheduleItem[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const item of items) {
    let group = groups.get(item.league.id);
    if (!group) {
      group = { league: item.league, gameType: item.gameType, items: [] };
      groups.set(item.league.id, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** Groups by Tokyo day, days ascending, games in their order within a day. */
export function groupByDay(items: readonly ScheduleItem[]): DayGroup[] {
  const groups = new Map<string, DayGroup>();
  for (const item of items) {
    const day = compactDateOf(new Date(item.beginDate));
    let group = groups.get(day);
    if (!group) {
      group = { day, items: [] };
      groups.set(day, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => a.day.localeCompare(b.day));
}
