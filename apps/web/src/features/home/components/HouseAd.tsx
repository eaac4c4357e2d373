import { LIMITS } from '@kickoff/contract';
import { type CSSProperties, useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../core/use-session.js';
import { useTranslation } from '../../../i18n/react.js';
import { housePromoFor } from '../house-ad.js';
import styles from './HouseAd.module.css';

const POINTS = ['point1', 'point2', 'point3'] as const;
/** The numbers a promotion's points may name (the alerts promotion: how many favourites). */
const POINT_PARAMS = { teams: LIMITS.favoriteTeamsMax, leagues: LIMITS.favoriteLeaguesMax };

/**
 * An ad slot of the home (`ad` sections). There is no ad server configured, so the slot carries a
 * house promotion chosen for the member's pass (house-ad.ts) — marked "PR" like any ad — rather
 * than an empty box.
 */
export function HouseAd({ slot }: { slot: string }) {
  const { t } = useTranslation('home');
  const { data: user } = useSession();
  const id = useId();
  const promo = housePromoFor(slot, user?.scope);
  return (
    <aside
      className={styles.ad}
      aria-labelledby={id}
      data-section="ad"
      data-promo={promo.key}
      style={{ '--ad-a': promo.colors[0], '--ad-b': promo.colors[1] } as CSSProperties}
    >
      <span className={styles.tag}>{t('ad.tag')}</span>
      <div className={styles.copy}>
        <p className={styles.kicker}>{t(`ad.${promo.key}.kicker`)}</p>
        <h2 className={styles.title} id={id}>
          {t(`ad.${promo.key}.title`)}
        </h2>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point}>{t(`ad.${promo.key}.${point}`, POINT_PARAMS)}</li>
          ))}
        </ul>
      </div>
      <Link to={promo.to} className={styles.cta}>
        {t(`ad.${promo.key}.cta`)}
      </Link>
    </aside>
  );
}
