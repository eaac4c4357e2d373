import type { ScheduleItem } from '@kickoff/contract';
import { useNow } from '../../../core/render-clock.js';
import { MatchRow, matchViewOfSchedule } from '../../catalogue/index.js';
import { reservableLive } from '../hooks/reservable.js';
import { ReserveButton } from './ReserveButton.js';
import styles from './Schedule.module.css';

/** A schedule game: the shared match row, with the alert toggle while its live is still to come. */
export function ScheduleMatchRow({ item, showDate }: { item: ScheduleItem; showDate?: boolean }) {
  const match = matchViewOfSchedule(item);
  const live = reservableLive(match, new Date(useNow()));
  return (
    <MatchRow match={match} showDate={showDate} actions={live ? <ReserveButton destId={live.id} /> : null} />
  );
}

/** Games as a list (one `li` each, `data-testid="schedule-match-{id}"` for journeys). */
export function ScheduleMatchList({ items, showDate }: { items: ScheduleItem[]; showDate?: boolean }) {
  return (
    <ul className={styles.matchList}>
      {items.map((item) => (
        <li key={item.id} data-testid={`schedule-match-${item.id}`}>
          <ScheduleMatchRow item={item} showDate={showDate} />
        </li>
      ))}
    </ul>
  );
}
