import type { ReactNode } from 'react';
import { cx } from '../../../ui/index.js';
import styles from './Card.module.css';

interface CardProps {
  title: ReactNode;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** A link or button on the right of the title. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A section of the my page overview: titled panel with an optional action. */
export function Card({ title, subtitle, action, children, className, testId }: CardProps) {
  return (
    <section className={cx(styles.card, className)} data-testid={testId}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h2 className={styles.title}>{title}</h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </header>
      {children}
    </section>
  );
}
