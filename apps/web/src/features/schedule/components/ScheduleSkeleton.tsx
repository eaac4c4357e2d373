import { useTranslation } from '../../../i18n/react.js';
import styles from './Schedule.module.css';

/** Placeholder rows in the shape of a league group while the schedule loads. */
export function ScheduleSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('schedule');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" data-testid="schedule-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.skeletonHeading} aria-hidden="true" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={i} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonTime} />
          <span className={styles.skeletonTeams} />
          <span className={styles.skeletonAction} />
        </div>
      ))}
    </div>
  );
}
