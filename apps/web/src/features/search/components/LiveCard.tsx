import {
  BROADCAST_TYPE,
  formatDate,
  formatTime,
  isLiveOnAir,
  LIVE_STATUS,
  type LiveItem,
  type Locale,
  tokyoDateString,
} from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { EyeOffIcon } from '../../../ui/icons.js';
import {
  Artwork,
  formatCount,
  liveLink,
  type MatchPhase,
  StatusBadge,
  showsScore,
  TeamEmblem,
} from '../../catalogue/index.js';
import styles from './LiveCard.module.css';

const FALLBACK_COLORS: [string, string] = ['#34406a', '#141b2d'];

const BROADCAST_KEYS: Record<number, string> = {
  [BROADCAST_TYPE.LIVE]: 'live',
  [BROADCAST_TYPE.MAIN]: 'main',
  [BROADCAST_TYPE.REBROADCAST]: 'rebroadcast',
  [BROADCAST_TYPE.RECORDED]: 'recorded',
};

/** The badge of a live at `now`: on air (isLiveOnAir), ended, cancelled, else still to come. */
function phaseOf(live: LiveItem, now: Date): MatchPhase {
  if (isLiveOnAir(live, now)) return 'live';
  if (live.status === LIVE_STATUS.ENDED) return 'finished';
  if (live.status === LIVE_STATUS.CANCELLED) return 'cancelled';
  return 'scheduled';
}

/**
 * A live broadcast as a tile leading to the live page: the match-up drawn in the teams' colours, its
 * state (LIVE / upcoming), broadcast type, time slot and league. A hidden score never shows: the
 * server sends none, and the card says it is hidden.
 */
export function LiveCard({ live, className }: { live: LiveItem; className?: string }) {
  const { t, i18n } = useTranslation('search');
  const locale = i18n.language as Locale;
  const game = live.game;
  const home = game?.home ?? null;
  const away = game?.away ?? null;
  const colors = home?.colors ?? game?.leagueColors ?? FALLBACK_COLORS;
  const now = new Date();
  const phase = phaseOf(live, now);
  const today = tokyoDateString(now) === tokyoDateString(new Date(live.beginAt));
  const when = `${today ? '' : `${formatDate(live.beginAt, locale, { weekday: true })} `}${formatTime(live.beginAt)}–${formatTime(live.endAt)}`;
  const meta = game ? [game.leagueShortName, game.roundName].filter(Boolean).join(' · ') : null;
  const broadcast = BROADCAST_KEYS[live.broadcastType];

  return (
    <Link to={liveLink(live.id)} className={cx(styles.card, phase === 'live' && styles.onAir, className)}>
      <Artwork colors={colors} mark={game?.leagueShortName ?? ''} className={styles.art}>
        <span className={styles.badges}>
          <StatusBadge phase={phase} className={phase === 'live' ? undefined : styles.status} />
          {broadcast && live.broadcastType !== BROADCAST_TYPE.LIVE ? (
            <span className={styles.tag}>{t(`broadcast.${broadcast}`)}</span>
          ) : null}
        </span>
        {live.free ? <span className={styles.free}>{t('live.free')}</span> : null}
        {home && away ? (
          <span className={styles.matchup} aria-hidden="true">
            <TeamEmblem team={home} size={40} />
            {game && showsScore(game) ? (
              <span className={styles.score}>
                {game.homeScore}
                <span className={styles.dash}>-</span>
                {game.awayScore}
              </span>
            ) : game?.scoreHidden && game.status !== 0 ? (
              <span className={cx(styles.score, styles.hidden)}>
                <EyeOffIcon size={18} />
              </span>
            ) : (
              <span className={styles.vs}>VS</span>
            )}
            <TeamEmblem team={away} size={40} />
          </span>
        ) : null}
        {phase === 'live' && live.viewers > 0 ? (
          <span className={styles.viewers}>
            {t('live.viewers', { count: live.viewers, formatted: formatCount(live.viewers, locale) })}
          </span>
        ) : null}
      </Artwork>
      <div className={styles.text}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <h3 className={styles.title}>{live.title}</h3>
        <p className={styles.when}>
          <time dateTime={live.beginAt}>{when}</time>
          {game?.scoreHidden && game.status !== 0 ? (
            <span className={styles.hiddenNote}>{t('live.scoreHidden')}</span>
          ) : null}
        </p>
      </div>
    </Link>
  );
}
