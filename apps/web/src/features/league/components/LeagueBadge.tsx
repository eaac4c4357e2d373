import type { CSSProperties } from 'react';
import { cx } from '../../../ui/cx.js';
import { TrophyIcon } from '../../../ui/icons.js';
import styles from './LeagueBadge.module.css';

/** A league's badge drawn from its colours and short name (the catalogue has no logo files). */
export function LeagueBadge({
  colors,
  name,
  className,
}: {
  colors: readonly [string, string];
  name: string;
  className?: string;
}) {
  return (
    <div
      className={cx(styles.badge, className)}
      style={{ '--badge-a': colors[0], '--badge-b': colors[1] } as CSSProperties}
      aria-hidden="true"
    >
      <TrophyIcon size={30} className={styles.icon} />
      <span className={styles.name}>{name}</span>
    </div>
  );
}
