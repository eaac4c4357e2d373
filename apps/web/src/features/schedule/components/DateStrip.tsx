import { addDays, type Locale } from '@kickoff/contract';
import { useEffect, useRef } from 'react';
import { Link, type To } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.js';
import { dayLabel, dayParts, relativeDay, stripDays } from '../hooks/schedule-dates.js';
import styles from './DateStrip.module.css';

export interface DateStripProps {
  today: string;
  selected: string;
  /** Where a day leads (the same screen with `?date=`). */
  linkTo: (day: string) => To;
}

/**
 * The days around the chosen one (today-3 … today+7), today marked, with previous / next week and a
 * way back to today. Each day is a link, so the day is in the URL and back / reload keep it.
 */
export function DateStrip({ today, selected, linkTo }: DateStripProps) {
  const { t, i18n } = useTranslation('schedule');
  const locale = i18n.language as Locale;
  const days = stripDays(today, selected);
  const listRef = useRef<HTMLOListElement>(null);

  // keep the chosen day in view when the strip scrolls sideways (narrow screens)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen day changes
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!list || !current) return;
    const left = current.offsetLeft - (list.clientWidth - current.clientWidth) / 2;
    list.scrollLeft = Math.max(0, left);
  }, [selected]);

  return (
    <nav className={styles.strip} aria-label={t('dates.label')}>
      <Link className={styles.week} to={linkTo(addDays(selected, -7))} aria-label={t('dates.prevWeek')}>
        <ChevronLeftIcon size={18} />
      </Link>
      <ol ref={listRef} className={styles.days}>
        {days.map((day) => {
          const parts = dayParts(day, locale);
          const relative = relativeDay(day, today);
          const isSelected = day === selected;
          return (
            <li key={day}>
              <Link
                to={linkTo(day)}
                className={cx(
                  styles.day,
                  isSelected && styles.selected,
                  relative === 'today' && styles.today,
                  parts.weekend && styles[parts.weekend],
                )}
                aria-current={isSelected ? 'date' : undefined}
                data-date={day}
              >
                <span className={styles.weekday}>
                  {relative === 'today' ? t('dates.today') : parts.weekday}
                </span>
                <span className={styles.date}>
                  {parts.month}/{parts.day}
                </span>
                <span className="visually-hidden">{` ${dayLabel(day, locale)}`}</span>
              </Link>
            </li>
          );
        })}
      </ol>
      <Link className={styles.week} to={linkTo(addDays(selected, 7))} aria-label={t('dates.nextWeek')}>
        <ChevronRightIcon size={18} />
      </Link>
      {days.includes(today) ? null : (
        <Link className={styles.backToday} to={linkTo(today)}>
          {t('dates.backToToday')}
        </Link>
      )}
    </nav>
  );
}
