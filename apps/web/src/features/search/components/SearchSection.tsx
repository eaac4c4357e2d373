import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import styles from './SearchSection.module.css';

interface SearchSectionProps {
  /** Id of the section (the heading is `${id}-title`), for the section links of the results. */
  id: string;
  title: ReactNode;
  /** A count or range beside the title. */
  aside?: ReactNode;
  /** Controls at the right of the heading row (sort, page buttons). */
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled block of the search screen: heading, a count beside it, tools on the right, content. */
export function SearchSection({ id, title, aside, tools, children, className }: SearchSectionProps) {
  return (
    <section id={id} className={cx(styles.section, className)} aria-labelledby={`${id}-title`}>
      <SectionHead id={`${id}-title`} title={title} aside={aside} tools={tools} className={styles.head} />
      {children}
    </section>
  );
}

/** Grey placeholders the size of the cards to come, while a section loads. */
export function CardSkeletons({ count, variant = 'card' }: { count: number; variant?: 'card' | 'team' }) {
  return (
    <div className={cx(variant === 'team' ? styles.teamGrid : styles.grid)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className={variant === 'team' ? styles.teamBone : styles.bone}>
          {variant === 'card' ? (
            <>
              <span className={styles.thumb} />
              <span className={styles.line} />
              <span className={cx(styles.line, styles.short)} />
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** A list of cards in the screen's grid (4 / 3 / 2 across); `teams` for the wider team cards. */
export function CardGrid({
  children,
  variant = 'card',
  busy,
  label,
  start,
  testId,
}: {
  children: ReactNode;
  variant?: 'card' | 'team';
  /** A newer answer is on its way: the cards dim. */
  busy?: boolean;
  label?: string;
  /** Numbered lists (the chart) start at this place. */
  start?: number;
  testId?: string;
}) {
  const className = cx(variant === 'team' ? styles.teamGrid : styles.grid, styles.list, busy && styles.busy);
  return start !== undefined ? (
    <ol className={className} start={start} aria-label={label} aria-busy={busy} data-testid={testId}>
      {children}
    </ol>
  ) : (
    <ul className={className} aria-label={label} aria-busy={busy} data-testid={testId}>
      {children}
    </ul>
  );
}
