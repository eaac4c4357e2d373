import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import type { MatchPhase } from '../match-view.js';
import styles from './StatusBadge.module.css';

/** The state of a match or live: LIVE (pulsing), in play, final, postponed, cancelled, upcoming. */
export function StatusBadge({ phase, className }: { phase: MatchPhase; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className={cx(styles.badge, styles[phase], className)}>
      {phase === 'live' ? <span className={styles.dot} aria-hidden="true" /> : null}
      {t(`phase.${phase}`)}
    </span>
  );
}
