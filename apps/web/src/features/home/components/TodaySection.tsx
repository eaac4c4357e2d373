import { formatDate, type Locale, type MatchItem } from '@kickoff/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useNow } from '../../../core/render-clock.js';
import { useTranslation } from '../../../i18n/react.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import { MatchRow, matchViewOf, ScoreToggle } from '../../catalogue/index.js';
import styles from './TodaySection.module.css';

/** Rows shown before "see all": the full day is on /schedule/0. */
export const TODAY_ROWS = 6;

/** Today's games as match rows (live ones first as the server orders them), with the score switch. */
export function TodaySection({ title, games }: { title: string | null; games: MatchItem[] }) {
  const { t, i18n } = useTranslation('home');
  const id = useId();
  const today = formatDate(useNow(), i18n.language as Locale, { weekday: true });
  const shown = games.slice(0, TODAY_ROWS);
  return (
    <section className={styles.section} aria-labelledby={id} data-section="today">
      <SectionHead
        className={styles.head}
        id={id}
        title={title ?? t('today.title')}
        aside={today}
        tools={<ScoreToggle />}
        moreTo="/schedule/0"
        moreLabel={t('today.seeAll', { count: games.length })}
      />
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((game) => (
            <li key={game.id}>
              <MatchRow match={matchViewOf(game)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{t('today.empty')}</p>
          <Link to="/schedule/0">{t('today.toSchedule')}</Link>
        </div>
      )}
      {games.length > shown.length ? (
        <Link className={styles.more} to="/schedule/0">
          {t('today.more', { count: games.length - shown.length })}
        </Link>
      ) : null}
    </section>
  );
}
