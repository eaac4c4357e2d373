import { Children, type CSSProperties, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.js';
import { SectionHead, SeeAllLink } from '../../../ui/SectionHead.js';
import styles from './Rail.module.css';
import { moveRailFocus, railItemIndex, roveRail, scrollBehavior } from './rail-keys.js';
import { useRailEdges } from './use-rail-edges.js';

export interface RailProps {
  title: ReactNode;
  /** "See all" link of the rail. */
  moreTo?: string;
  /** Items per view on desktop: cards size themselves to fit (4 by default). */
  perView?: number;
  children: ReactNode;
  className?: string;
  /** Heading level of the title (h2 by default). */
  as?: 'h2' | 'h3';
}

/**
 * A titled horizontal row of cards (home and league rails). Scrolls by touch and trackpad; on desktop
 * the arrow buttons page by one view and hide at the ends. With the keyboard the rail is one tab stop
 * (a roving tabindex on its current card, the first until another is focused) and the arrow keys (and
 * Home, End) move from card to card. The list is named by the rail's title.
 */
export function Rail({ title, moreTo, perView = 4, children, className, as: Heading = 'h2' }: RailProps) {
  const { t } = useTranslation('catalogue');
  const track = useRef<HTMLUListElement>(null);
  const edges = useRailEdges(track, Children.count(children));
  const titleId = useId();
  // the card holding the rail's tab stop; a ref, not state: moving it changes attributes, not the render
  const current = useRef(0);

  // on every render, as the cards may have changed: one tab stop, on the current card (or the last one)
  useLayoutEffect(() => {
    if (track.current) current.current = roveRail(track.current, current.current);
  });

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: scrollBehavior() });
  };

  return (
    <section className={cx(styles.rail, className)} style={{ '--per-view': perView } as CSSProperties}>
      <SectionHead
        as={Heading}
        id={titleId}
        title={title}
        tools={
          <>
            {moreTo ? <SeeAllLink to={moreTo} /> : null}
            <span className={styles.arrows}>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => page(-1)}
                disabled={edges.start}
                aria-label={t('railPrev')}
              >
                <ChevronLeftIcon size={18} />
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => page(1)}
                disabled={edges.end}
                aria-label={t('railNext')}
              >
                <ChevronRightIcon size={18} />
              </button>
            </span>
          </>
        }
      />
      <ul
        className={styles.track}
        ref={track}
        aria-labelledby={titleId}
        onFocus={(event) => {
          // a card focused by the arrow keys, a click or a script becomes the rail's tab stop
          const index = railItemIndex(event.currentTarget, event.target);
          if (index >= 0 && index !== current.current) current.current = roveRail(event.currentTarget, index);
        }}
        onKeyDown={(event) => {
          if (
            !event.altKey &&
            !event.ctrlKey &&
            !event.metaKey &&
            moveRailFocus(event.currentTarget, event.key)
          )
            event.preventDefault();
        }}
      >
        {children}
      </ul>
    </section>
  );
}

/** One item of a Rail. */
export function RailItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
