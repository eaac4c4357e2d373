import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../../ui/cx.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import railStyles from './Rail.module.css';
import styles from './RailSkeleton.module.css';

export interface RailSkeletonProps {
  title: ReactNode;
  /** As the Rail it stands for (4 by default). */
  perView?: number;
  className?: string;
  /** Heading level of the title (h2 by default). */
  as?: 'h2' | 'h3';
  /** The cards it stands for: VodCard's (by default) or a live card's, with a line above the title. */
  card?: 'vod' | 'live';
}

/**
 * The size of a Rail of VOD cards before its cards are drawn: the same head, track and columns, and
 * card-shaped bones (a 16:9 picture, two lines of title and a line of facts; a live card has a line of
 * league above its title), so what is below the rail
 * stays where it is when the cards come.
 */
export function RailSkeleton({ title, perView = 4, className, as, card = 'vod' }: RailSkeletonProps) {
  return (
    <section
      className={cx(railStyles.rail, className)}
      style={{ '--per-view': perView } as CSSProperties}
      aria-busy="true"
    >
      <SectionHead as={as} title={title} tools={<span className={styles.tools} />} />
      <div className={railStyles.track} aria-hidden="true">
        {Array.from({ length: perView + 1 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <div key={i} className={railStyles.item}>
            <div className={styles.thumb} />
            <div className={card === 'live' ? styles.liveText : styles.text} />
          </div>
        ))}
      </div>
    </section>
  );
}
