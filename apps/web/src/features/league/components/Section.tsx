import { type ReactNode, useId } from 'react';
import { cx } from '../../../ui/cx.js';
import styles from './Section.module.css';

export interface SectionProps {
  title: ReactNode;
  /** A smaller line beside the title (season, round dates …). */
  subtitle?: ReactNode;
  /** Controls or links at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A titled block of the league and news screens: an h2 with its tools, then the content. */
export function Section({ title, subtitle, actions, children, className, testId }: SectionProps) {
  const id = useId();
  return (
    <section className={cx(styles.section, className)} aria-labelledby={id} data-testid={testId}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
