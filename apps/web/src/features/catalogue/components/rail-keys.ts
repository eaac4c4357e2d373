import { REDUCED_MOTION_QUERY } from '../../../ui/use-media-query.js';

/** What can take the focus inside a card (a card is one link or button; the rail sets their tabindex). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Smooth scrolling, unless the member asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

/** The index of the card (the track's child) holding `element`, or -1. */
export function railItemIndex(track: HTMLElement, element: Element | null): number {
  if (!element) return -1;
  return [...track.children].findIndex((item) => item.contains(element));
}

/**
 * The rail's one tab stop (a roving tabindex): the focusables of the card at `index` (clamped to the
 * cards there are) take tabindex 0, those of every other card -1, so Tab enters the rail once, at its
 * current card, and leaves it with the next press. Returns the index used.
 */
export function roveRail(track: HTMLElement, index: number): number {
  const items = [...track.children];
  const current = Math.min(Math.max(0, index), Math.max(0, items.length - 1));
  items.forEach((item, i) => {
    for (const el of item.querySelectorAll<HTMLElement>(FOCUSABLE)) el.tabIndex = i === current ? 0 : -1;
  });
  return current;
}

/**
 * The arrow keys of a rail: ArrowLeft/ArrowRight move focus to the previous/next card, Home/End to the
 * first/last, and the card scrolls into view. A card's first focusable element (its link) takes the
 * focus and becomes the rail's tab stop. Returns whether the key was the rail's, so the caller stops
 * the page from scrolling.
 */
export function moveRailFocus(track: HTMLElement, key: string): boolean {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)) return false;
  const items = [...track.children] as HTMLElement[];
  const current = railItemIndex(track, document.activeElement);
  if (current < 0) return false;
  const target =
    key === 'Home'
      ? 0
      : key === 'End'
        ? items.length - 1
        : Math.min(items.length - 1, Math.max(0, current + (key === 'ArrowRight' ? 1 : -1)));
  const focusable = items[target]?.querySelector<HTMLElement>(FOCUSABLE);
  if (!focusable) return true;
  roveRail(track, target);
  focusable.focus({ preventScroll: true });
  items[target]!.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
  return true;
}
