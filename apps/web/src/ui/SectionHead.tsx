import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { ChevronRightIcon } from './icons.js';
import styles from './SectionHead.module.css';

export interface SectionHeadProps {
  title: ReactNode;
  /** The heading's id (the section's `aria-labelledby`). */
  id?: string;
  /** The heading level: h2 by default. */
  as?: 'h2' | 'h3';
  /** A small line beside the title: a date, a count, a season. */
  aside?: ReactNode;
  /** Controls at the right: a switch, a sort, page arrows. */
  tools?: ReactNode;
  /** A "see all" link after the tools, with its own text when given. */
  moreTo?: string;
  moreLabel?: ReactNode;
  /** The section's own layout of the head (wrapping, alignment, a margin). */
  className?: string;
}

/**
 * The head of a page section (home sections, rails, the timetable, league, search and programme
 * sections): the title with a small line beside it on the left, tools and "see all" on the right.
 */
export function SectionHead({
  title,
  id,
  as: Heading = 'h2',
  aside,
  tools,
  moreTo,
  moreLabel,
  className,
}: SectionHeadProps) {
  return (
    <header className={cx(styles.head, className)}>
      <div className={styles.titles}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {aside !== undefined && aside !== null ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      {tools || moreTo ? (
        <div className={styles.tools}>
          {tools}
          {moreTo ? <SeeAllLink to={moreTo}>{moreLabel}</SeeAllLink> : null}
        </div>
      ) : null}
    </header>
  );
}

/** The "see all" link of a section head (its text unless given another), with its chevron. */
export function SeeAllLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <Link className={styles.more} to={to}>
      {children ?? t('common.seeAll')}
      <ChevronRightIcon size={16} />
    </Link>
  );
}
