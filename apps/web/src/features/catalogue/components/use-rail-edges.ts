import { type RefObject, useEffect, useState } from 'react';

export interface RailEdges {
  /** The first card is in view: nothing to page back to. */
  start: boolean;
  /** The last card is in view: nothing to page on to. */
  end: boolean;
}

/**
 * Whether a rail's track shows its first and its last card, told by an IntersectionObserver on those
 * two cards. Reading the track's scroll position instead (scrollLeft, scrollWidth) forces a layout of
 * the whole page in every rail on mounting, resizing and scrolling: on the home screen, a dozen
 * rails, that was most of the first render's blocking time on a phone.
 */
export function useRailEdges(track: RefObject<HTMLElement | null>, itemCount: number): RailEdges {
  const [edges, setEdges] = useState<RailEdges>({ start: true, end: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first and last card change with the count
  useEffect(() => {
    const el = track.current;
    const first = el?.firstElementChild;
    const last = el?.lastElementChild;
    if (!el || !first || !last || typeof IntersectionObserver === 'undefined') {
      setEdges({ start: true, end: !first || first === last });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((current) => {
          let next = current;
          for (const entry of entries) {
            // a card counts as in view when nearly all of it is (snap points leave a pixel or two)
            const inView = entry.intersectionRatio >= 0.9;
            if (entry.target === first && next.start !== inView) next = { ...next, start: inView };
            if (entry.target === last && next.end !== inView) next = { ...next, end: inView };
          }
          return next;
        });
      },
      { root: el, threshold: [0, 0.9, 1] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [track, itemCount]);

  return edges;
}
