import type { Origin, Theme, VodItem } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { Artwork, originLink, Rail, RailItem, themeLink, VodCard } from '../../catalogue/index.js';
import styles from './ContentRails.module.css';

/** A rail of VOD cards (latest, popular, a league's); `moreTo` for the league's page. */
export function VodRail({ title, vods, moreTo }: { title: string; vods: VodItem[]; moreTo?: string }) {
  if (vods.length === 0) return null;
  return (
    <Rail title={title} moreTo={moreTo}>
      {vods.map((vod) => (
        <RailItem key={vod.id}>
          <VodCard vod={vod} />
        </RailItem>
      ))}
    </Rail>
  );
}

/** KICKOFF original programmes as posters, each leading to /detail/origin?id=. */
export function OriginRail({ title, origins }: { title: string; origins: Origin[] }) {
  const { t } = useTranslation('home');
  if (origins.length === 0) return null;
  return (
    <Rail title={title} perView={5}>
      {origins.map((origin) => (
        <RailItem key={origin.id}>
          <Link to={originLink(origin.id)} className={styles.poster}>
            <Artwork colors={origin.colors} ratio="poster" className={styles.posterArt}>
              <span className={styles.original}>{t('origins.badge')}</span>
              <span className={styles.posterTitle}>{origin.title}</span>
            </Artwork>
            <span className={styles.posterMeta}>{t('origins.episodes', { count: origin.episodeCount })}</span>
          </Link>
        </RailItem>
      ))}
    </Rail>
  );
}

/** Curated themes (collections) as wide tiles, each leading to /detail/theme?id=. */
export function ThemeRail({ title, themes }: { title: string; themes: Theme[] }) {
  const { t } = useTranslation('home');
  if (themes.length === 0) return null;
  return (
    <Rail title={title} perView={3}>
      {themes.map((theme) => (
        <RailItem key={theme.id}>
          <Link to={themeLink(theme.id)} className={styles.theme}>
            <Artwork colors={theme.colors} className={styles.themeArt}>
              <span className={styles.themeText}>
                <span className={styles.themeCount}>{t('themes.videos', { count: theme.vodCount })}</span>
                <span className={styles.themeTitle}>{theme.title}</span>
                <span className={styles.themeDesc}>{theme.description}</span>
              </span>
            </Artwork>
          </Link>
        </RailItem>
      ))}
    </Rail>
  );
}
