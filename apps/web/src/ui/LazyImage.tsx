import { LIMITS } from '@kickoff/contract';
import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { ImageOffIcon } from './icons.js';
import styles from './LazyImage.module.css';

export interface LazyImageProps extends Omit<ComponentProps<'img'>, 'src' | 'alt' | 'loading'> {
  src: string;
  alt: string;
}

/**
 * A natively lazy-loaded image that retries a failed load (spec §9: 3 attempts, 200 ms apart)
 * and then shows a quiet placeholder instead of a broken-image icon.
 */
export function LazyImage({ src, alt, className, onError, ...rest }: LazyImageProps) {
  const { t } = useTranslation('ui');
  const [attempt, setAttempt] = useState({ src, n: 1, waiting: false });
  const current = attempt.src === src ? attempt : { src, n: 1, waiting: false };
  const failed = current.n > LIMITS.lazyImage.attempts;

  useEffect(() => {
    if (!current.waiting) return;
    const timer = setTimeout(
      () => setAttempt((a) => ({ ...a, waiting: false })),
      LIMITS.lazyImage.throttleMs,
    );
    return () => clearTimeout(timer);
  }, [current.waiting]);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt || t('board.imageUnavailable')}
        className={cx(styles.fallback, className)}
      >
        <ImageOffIcon size={28} />
        <span>{t('board.imageUnavailable')}</span>
      </div>
    );
  }
  if (current.waiting) return <div className={cx(styles.fallback, className)} aria-hidden="true" />;
  return (
    <img
      {...rest}
      key={current.n}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      onError={(event) => {
        onError?.(event);
        setAttempt({ src, n: current.n + 1, waiting: current.n < LIMITS.lazyImage.attempts });
      }}
    />
  );
}
