import { REDUCED_MOTION_QUERY } from '../../../ui/use-media-query.js';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Smooth scrolling, unless the member asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

/**
 * The arrow keys of a rail: ArrowLeft/ArrowRight move focus to the previous/next card, Home/End to the
 * first/last, and the card scrolls into view. A card's first focusable element (its link) takes the
 * focus. Returns whether the key was the rail's, so the caller stops the page from scrolling.
 */
export function moveRailFocus(track: HTMLElement, key: string): boolean {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)) return false;
  const items = [...track.children] as HTMLElement[];
  const current = items.findIndex((item) => item.contains(document.activeElement));
  if (current < 0) return false;
  const target =
    key === 'Home'
      ? 0
      : key === 'End'
        ? items.length - 1
        : Math.min(items.length - 1, Math.max(0, current + (key === 'ArrowRight' ? 1 : -1)));
  const focusable = items[target]?.querySelector<HTMLElement>(FOCUSABLE);
  if (!focusable) return true;
  focusable.focus({ preventScroll: true });
  items[target]!.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
  return true;
}
