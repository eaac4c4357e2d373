import { addDays, dateTimeFormat, parseCompactDate, TOKYO_TIME_ZONE, tokyoDayRange } from '@kickoff/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.js';
import styles from './DayPicker.module.css';

export interface DayPickerProps {
  days: string[];
  today: string;
  value: string;
  onChange: (day: string) => void;
}

function weekdayOf(day: string, locale: string): string {
  const noon = new Date(tokyoDayRange(day).from.getTime() + 12 * 3600_000);
  return dateTimeFormat(locale, { weekday: 'short', timeZone: TOKYO_TIME_ZONE }).format(noon);
}

/** The timetable's days: a strip of the EPG range (a week back, a week ahead) with previous/next day. */
export function DayPicker({ days, today, value, onChange }: DayPickerProps) {
  const { t, i18n } = useTranslation('channel');
  const strip = useRef<HTMLOListElement>(null);
  const index = days.indexOf(value);
  const prev = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 && index < days.length - 1 ? days[index + 1] : undefined;

  // keep the chosen day in view inside the strip, sideways only
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each newly chosen day
  useEffect(() => {
    const list = strip.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chosen) return;
    const target = chosen.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, target);
  }, [value]);

  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">{t('days.label')}</legend>
      <button
        type="button"
        className={styles.step}
        onClick={() => prev && onChange(prev)}
        disabled={!prev}
        aria-label={t('days.prev')}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <ol className={styles.strip} ref={strip}>
        {days.map((day) => {
          const date = parseCompactDate(day);
          const weekday = weekdayOf(day, i18n.language);
          const relative =
            day === today
              ? t('days.today')
              : day === addDays(today, 1)
                ? t('days.tomorrow')
                : day === addDays(today, -1)
                  ? t('days.yesterday')
                  : weekday;
          const label = `${date?.month}/${date?.day}`;
          return (
            <li key={day}>
              <button
                type="button"
                className={cx(styles.day, day === value && styles.active, day === today && styles.today)}
                aria-pressed={day === value}
                data-day={day}
                onClick={() => onChange(day)}
              >
                <span className={styles.relative}>{relative}</span>
                <span className={styles.date}>{label}</span>
                {relative === weekday ? null : <span className="visually-hidden">{`（${weekday}）`}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.step}
        onClick={() => next && onChange(next)}
        disabled={!next}
        aria-label={t('days.next')}
      >
        <ChevronRightIcon size={18} />
      </button>
    </fieldset>
  );
}
