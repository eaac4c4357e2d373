import type { ScheduleItem } from '@kickoff/contract';
import { Link } from 'react-router';
import { useNow } from '../../../core/render-clock.js';
import { useTranslation } from '../../../i18n/react.js';
import { ChevronRightIcon } from '../../../ui/icons.js';
import { leagueLink } from '../../catalogue/index.js';
import { groupByLeague, splitOnAir } from '../hooks/group-matches.js';
import type { ScheduleView } from '../hooks/use-schedule-params.js';
import styles from './Schedule.module.css';
import { ScheduleMatchList } from './ScheduleMatchRow.js';

/**
 * A day's games: what is on air now first, in a section of its own, then the rest grouped by league
 * (each league linking to its page) or as one list by kick-off time.
 */
export function ScheduleGames({ items, view }: { items: ScheduleItem[]; view: ScheduleView }) {
  const { t } = useTranslation('schedule');
  const { onAir, rest } = splitOnAir(items, new Date(useNow()));

  return (
    <div className={styles.games}>
      <p className={styles.summary}>
        <span>{t('summary.games', { count: items.length })}</span>
        {onAir.length > 0 ? (
          <span className={styles.liveCount}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('summary.live', { count: onAir.length })}
          </span>
        ) : null}
      </p>

      {onAir.length > 0 ? (
        <section
          className={styles.liveSection}
          aria-labelledby="schedule-on-air"
          data-testid="schedule-on-air"
        >
          <h2 id="schedule-on-air" className={styles.groupTitle}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('onAir')}
          </h2>
          <ScheduleMatchList items={onAir} />
        </section>
      ) : null}

      {view === 'time' ? (
        rest.length > 0 ? (
          <section aria-label={t('view.time')}>
            <ScheduleMatchList items={rest} />
          </section>
        ) : null
      ) : (
        groupByLeague(rest).map((group) => (
          <section
            key={group.league.id}
            className={styles.group}
            aria-labelledby={`schedule-league-${group.league.id}`}
            data-testid={`schedule-league-${group.league.id}`}
          >
            <header className={styles.groupHeader}>
              <span
                className={styles.leagueMark}
                style={{
                  background: `linear-gradient(135deg, ${group.league.colors[1]}, ${group.league.colors[0]})`,
                }}
                aria-hidden="true"
              />
              <h2 id={`schedule-league-${group.league.id}`} className={styles.groupTitle}>
                {group.league.name}
              </h2>
              <span className={styles.groupMeta}>
                {group.gameType.name} · {t('summary.games', { count: group.items.length })}
              </span>
              <Link className={styles.groupLink} to={leagueLink(group.gameType.key, group.league.id)}>
                {t('leaguePage')}
                <ChevronRightIcon size={14} />
              </Link>
            </header>
            <ScheduleMatchList items={group.items} />
          </section>
        ))
      )}
    </div>
  );
}
