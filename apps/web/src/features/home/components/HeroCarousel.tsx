import type { Banner } from '@kickoff/contract';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.js';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../ui/use-media-query.js';
import styles from './HeroCarousel.module.css';

/** How long a banner stays before the next one (ms). */
export const CAROUSEL_INTERVAL_MS = 6000;

export interface HeroCarouselProps {
  banners: Banner[];
  /** The section's title, as the carousel's accessible name. */
  label?: string;
}

/**
 * The home's banner carousel (banner sections). Advances on its own every few seconds, except while
 * the pointer is over it, focus is inside it, the tab is hidden or the member asked for reduced
 * motion; dots and arrows move by hand. Only the current banner can be reached by keyboard.
 */
export function HeroCarousel({ banners, label }: HeroCarouselProps) {
  const { t } = useTranslation('home');
  const id = useId();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') setIndex((i) => (i + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={cx(styles.carousel, reducedMotion && styles.still)}
      aria-roledescription={t('carousel.role')}
      aria-label={label ?? t('carousel.label')}
      data-section="banner"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} id={`${id}-slides`} aria-live={paused ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <SlideArt key={bannerKey(banner)} banner={banner} active={i === current} eager={i === 0} />
        ))}
        <Caption
          banner={banners[current]!}
          label={t('carousel.slide', { index: current + 1, total: count })}
          animate={!reducedMotion}
        />
      </div>

      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(current - 1)}
            aria-controls={`${id}-slides`}
            aria-label={t('carousel.prev')}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={bannerKey(banner)}
                type="button"
                className={cx(styles.dot, i === current && styles.dotActive)}
                style={{ '--dot-ms': `${CAROUSEL_INTERVAL_MS}ms` } as CSSProperties}
                data-running={i === current && !paused ? 'true' : undefined}
                onClick={() => go(i)}
                aria-controls={`${id}-slides`}
                aria-current={i === current ? 'true' : undefined}
                aria-label={t('carousel.goTo', { index: i + 1, title: banner.title ?? '' })}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(current + 1)}
            aria-controls={`${id}-slides`}
            aria-label={t('carousel.next')}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Banners have no id: what tells them apart on screen. */
const bannerKey = (banner: Banner) => `${banner.link}|${banner.title}|${banner.imgUrl}`;

interface SlideArtProps {
  banner: Banner;
  active: boolean;
  eager: boolean;
}

/** A banner's art, stacked with the others': the one on show fades in over the last. */
function SlideArt({ banner, active, eager }: SlideArtProps) {
  const [broken, setBroken] = useState(false);
  const [from, to] = banner.art.colors;
  return (
    <div
      className={cx(styles.slide, active && styles.active)}
      aria-hidden="true"
      style={{ '--art-a': from, '--art-b': to } as CSSProperties}
      data-motif={banner.art.motif ?? undefined}
    >
      {banner.imgUrl && !broken ? (
        <img
          className={styles.image}
          src={banner.imgUrl}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // the first banner is the home screen's first large paint
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : null}
    </div>
  );
}

interface CaptionProps {
  banner: Banner;
  label: string;
  animate: boolean;
}

/**
 * The words and the link of the banner on show. One caption for all the banners, its text changed in
 * place (with a short fade) as the carousel turns: a turn is not a new paint of the page, so the home's
 * largest paint stays the first screen's (a new, longer title would otherwise count as a later one).
 */
function Caption({ banner, label, animate }: CaptionProps) {
  const { t } = useTranslation('home');
  const copyRef = useRef<HTMLSpanElement>(null);
  const shown = bannerKey(banner);
  const previous = useRef(shown);
  useEffect(() => {
    if (previous.current === shown) return;
    previous.current = shown;
    if (animate)
      copyRef.current?.animate?.(
        [
          { opacity: 0, transform: 'translateY(6px)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 450, easing: 'ease-out' },
      );
  }, [shown, animate]);

  const content = (
    <>
      <span className={styles.scrim} aria-hidden="true" />
      <span className={styles.copy} ref={copyRef}>
        <span className={styles.kicker}>{t('carousel.kicker')}</span>
        {banner.title ? <span className={styles.title}>{banner.title}</span> : null}
        {banner.text ? <span className={styles.text}>{banner.text}</span> : null}
        {banner.link ? <span className={styles.cta}>{t('carousel.open')}</span> : null}
      </span>
    </>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: the slide is a group named "1 of 3"
    <div
      className={styles.caption}
      role="group"
      aria-roledescription={t('carousel.slideRole')}
      aria-label={label}
    >
      {banner.link ? (
        <Link className={styles.link} to={banner.link}>
          {content}
        </Link>
      ) : (
        <div className={styles.link}>{content}</div>
      )}
    </div>
  );
}
