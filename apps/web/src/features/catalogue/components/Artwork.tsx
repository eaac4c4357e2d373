import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../../ui/cx.js';
import { LazyImage } from '../../../ui/LazyImage.js';
import styles from './Artwork.module.css';

export interface ArtworkProps {
  /** [primary, secondary] colours of the item (team, league, programme). */
  colors: readonly [string, string];
  /** An image to show over the drawn art, when the item has one. */
  imgUrl?: string | null;
  /** Big faint text drawn into the art (a team code, a league short name). */
  mark?: string;
  /** Accessible text of the image; the art is decoration when absent. */
  alt?: string;
  /** 16:9 thumbnails by default; 1:1 for logos, 3:4 for posters. */
  ratio?: 'wide' | 'square' | 'poster';
  className?: string;
  /** Badges and labels laid over the art (duration, LIVE …). */
  children?: ReactNode;
}

/**
 * Thumbnail art: a gradient in the item's colours with a pitch motif and a mark, so every tile looks
 * like a broadcast graphic without image files; an image, when given, covers it (a failed image
 * leaves the art showing).
 */
export function Artwork({ colors, imgUrl, mark, alt, ratio = 'wide', className, children }: ArtworkProps) {
  const [primary, secondary] = colors;
  return (
    <div
      className={cx(styles.art, styles[ratio], className)}
      style={{ '--art-a': primary, '--art-b': secondary } as CSSProperties}
    >
      {alt && !imgUrl ? <span role="img" aria-label={alt} className={styles.fill} /> : null}
      <span className={styles.motif} aria-hidden="true" />
      {mark ? (
        <span className={styles.mark} aria-hidden="true">
          {mark}
        </span>
      ) : null}
      {imgUrl ? <LazyImage className={styles.image} src={imgUrl} alt={alt ?? ''} /> : null}
      {children}
    </div>
  );
}
