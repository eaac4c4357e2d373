import { type ReactNode, useId } from 'react';
import { cx } from '../../../ui/cx.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import styles from './Section.module.css';

export interface SectionProps {
  title: ReactNode;
  /** A smaller line beside the title (season, round dates …). */
  subtitle?: ReactNode;
  /** The "see all" link at the right of the heading, and its text. */
  moreTo?: string;
  moreLabel?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A titled block of the league and news screens: an h2 with its tools, then the content. */
export function Section({ title, subtitle, moreTo, moreLabel, children, className, testId }: SectionProps) {
  const id = useId();
  return (
    <section className={cx(styles.section, className)} aria-labelledby={id} data-testid={testId}>
      <SectionHead
        id={id}
        title={title}
        aside={subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        moreTo={moreTo}
        moreLabel={moreLabel}
        className={styles.head}
      />
      {children}
    </section>
  );
}
