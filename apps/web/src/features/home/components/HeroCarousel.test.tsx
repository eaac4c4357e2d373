import type { Banner } from '@kickoff/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.js';
import { CAROUSEL_INTERVAL_MS, HeroCarousel } from './HeroCarousel.js';

const t = i18n.getFixedT('ja', 'home');

const banner = (title: string, imgUrl: string | null = null): Banner => ({
  imgUrl,
  title,
  text: null,
  link: '/league/neo1',
  art: { colors: ['#0d1b4c', '#2a5bd7'], motif: 'football' },
});
const banners = [banner('最終節', '/api/v2/art/banner/neo-final'), banner('第8節'), banner('マルチビュー')];

function renderCarousel(list = banners) {
  const router = createMemoryRouter([{ path: '/', element: <HeroCarousel banners={list} /> }]);
  return render(<RouterProvider router={router} />);
}

/** The title of the slide on show (the others are hidden from assistive tech). */
const current = () =>
  screen.getAllByRole('group').filter((slide) => slide.getAttribute('aria-hidden') !== 'true')[0]
    ?.textContent;

function reducedMotion(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: on && query.includes('reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HeroCarousel', () => {
  it('moves on by itself and wraps round', () => {
    renderCarousel();
    expect(current()).toContain('最終節');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toContain('第8節');
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS));
    expect(current()).toContain('最終節');
  });

  it('turns by changing the words of one caption in place, not by showing another one', () => {
    renderCarousel();
    const caption = screen.getByRole('group');
    const title = screen.getByText('最終節');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    // the same elements (a turn is not a new paint for the page's largest-paint measure)
    expect(screen.getByRole('group')).toBe(caption);
    expect(screen.getByText('第8節')).toBe(title);
    expect(caption.getAttribute('aria-label')).toBe(t('carousel.slide', { index: 2, total: 3 }));
  });

  it('pauses while the pointer is over it or focus is inside, and resumes after', () => {
    const { container } = renderCarousel();
    const carousel = container.querySelector('section') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toContain('最終節');
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getByRole('button', { name: t('carousel.next') }));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toContain('最終節');
    fireEvent.blur(screen.getByRole('button', { name: t('carousel.next') }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toContain('第8節');
  });

  it('never moves by itself for a member who asked for reduced motion', () => {
    reducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS));
    expect(current()).toContain('最終節');
  });

  it('goes to a banner from its dot and steps with the arrows', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: t('carousel.goTo', { index: 3, title: 'マルチビュー' }) });
    fireEvent.click(dot);
    expect(current()).toContain('マルチビュー');
    expect(dot.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: t('carousel.next') }));
    expect(current()).toContain('最終節');
    fireEvent.click(screen.getByRole('button', { name: t('carousel.prev') }));
    expect(current()).toContain('マルチビュー');
  });

  it('lets only the banner on show be reached, and links it', () => {
    renderCarousel();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/league/neo1');
  });

  it('keeps the drawn art when a banner image fails', () => {
    const { container } = renderCarousel([banner('最終節', '/api/v2/art/banner/broken')]);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(current()).toContain('最終節');
    expect(screen.queryByRole('button', { name: t('carousel.next') })).toBeNull();
  });
});
