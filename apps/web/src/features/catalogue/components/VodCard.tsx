import { formatDate, type Locale, type VodItem } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { formatCount, formatDuration } from '../format.js';
import { vodLink } from '../links.js';
import { showsScore } from '../match-view.js';
import { Artwork } from './Artwork.js';
import { TeamEmblem } from './TeamEmblem.js';
import styles from './VodCard.module.css';

export interface VodCardProps {
  vod: VodItem;
  /** A chart place shown big beside the card. */
  rank?: number;
  /** How far the member got (0–1, continue watching): a bar along the bottom of the thumbnail. */
  progress?: number;
  className?: string;
}

/** A VOD tile: thumbnail (drawn), running time, free badge, title, league or programme, date, views. */
export function VodCard({ vod, rank, progress, className }: VodCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const game = vod.game;
  const teams = game?.home && game.away ? { home: game.home, away: game.away } : null;
  // game VODs show the two crests; programmes and league clips a big faint name
  const mark = teams ? undefined : (vod.originTitle ?? vod.leagueName ?? undefined);
  const source = vod.originTitle ?? vod.leagueName;
  return (
    <Link to={vodLink(vod.id)} className={cx(styles.card, className)}>
      <Artwork colors={vod.colors} mark={mark} className={styles.thumb}>
        {teams ? (
          <span className={styles.crests} aria-hidden="true">
            <TeamEmblem team={teams.home} size={34} />
            <span className={styles.versus}>VS</span>
            <TeamEmblem team={teams.away} size={34} />
          </span>
        ) : null}
        <span className={styles.kind}>{t(`vodKind.${vod.kind}`)}</span>
        {vod.free ? <span className={styles.free}>{t('free')}</span> : null}
        <span className={styles.duration}>{formatDuration(vod.duration)}</span>
        {rank !== undefined ? <span className={styles.rank}>{rank}</span> : null}
        {progress !== undefined ? <WatchedBar progress={progress} /> : null}
        {game && showsScore(game) ? (
          <span className={styles.score}>
            {game.homeScore} - {game.awayScore}
          </span>
        ) : null}
      </Artwork>
      <div className={styles.text}>
        <h3 className={styles.title}>{vod.title}</h3>
        <p className={styles.meta}>
          {source ? <span>{source}</span> : null}
          <span>{formatDate(vod.publishedAt, i18n.language as Locale)}</span>
          <span>{t('views', { count: vod.views, formatted: formatCount(vod.views, i18n.language) })}</span>
        </p>
      </div>
    </Link>
  );
}

/** How much of the VOD the member has watched, as a bar (and its percentage for assistive technology). */
function WatchedBar({ progress }: { progress: number }) {
  const { t } = useTranslation('catalogue');
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <span
      className={styles.watched}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={t('watched', { percent })}
    >
      <span className={styles.watchedFill} style={{ width: `${percent}%` }} />
    </span>
  );
}
