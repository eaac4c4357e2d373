import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons.js';
import styles from './SectionHead.module.css';

interface SectionHeadProps {
  title: ReactNode;
  id?: string;
  /** A small line beside the title (today's date …). */
  aside?: ReactNode;
  /** "See all" link, with its own text when given. */
  moreTo?: string;
  moreLabel?: string;
  /** Controls at the end (the score switch …). */
  tools?: ReactNode;
}

/** The heading row of a home section that is not a Rail (rails draw their own). */
export function SectionHead({ title, id, aside, moreTo, moreLabel, tools }: SectionHeadProps) {
  const { t } = useTranslation('catalogue');
  return (
    <header className={styles.head}>
      <div className={styles.titles}>
        <h2 className={styles.title} id={id}>
          {title}
        </h2>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      <div className={styles.tools}>
        {tools}
        {moreTo ? (
          <Link className={styles.more} to={moreTo}>
            {moreLabel ?? t('seeAll')}
            <ChevronRightIcon size={16} />
          </Link>
        ) : null}
      </div>
    </header>
  );
}
