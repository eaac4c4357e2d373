import { BROADCAST_TYPE, formatTime, isFirstRun, type LiveItem } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { EyeIcon } from '../../../ui/icons.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import {
  Artwork,
  formatCount,
  liveLink,
  matchViewOf,
  Rail,
  RailItem,
  StatusBadge,
  showsScore,
  TeamEmblem,
} from '../../catalogue/index.js';
import styles from './LiveNowSection.module.css';

/** Colours of a live without a game (a channel broadcast): the app's own. */
const CHANNEL_COLORS: [string, string] = ['#2a0a12', '#ff3d5e'];

/**
 * "Live now": big cards of the lives on air, each leading to the live page (liveLink). With none on
 * air the section says so and points to today's schedule instead of vanishing.
 */
export function LiveNowSection({ title, lives }: { title: string | null; lives: LiveItem[] }) {
  const { t } = useTranslation('home');
  const heading = (
    <>
      <span className={styles.pulse} aria-hidden="true" />
      {title ?? t('liveNow.title')}
    </>
  );
  if (lives.length === 0) {
    return (
      <section className={styles.section} data-section="live_now" aria-label={title ?? t('liveNow.title')}>
        <SectionHead className={styles.head} title={heading} />
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('liveNow.empty')}</p>
          <p className={styles.emptyText}>{t('liveNow.emptyHint')}</p>
          <Link className={styles.emptyLink} to="/schedule/0">
            {t('liveNow.toSchedule')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <div className={styles.section} data-section="live_now">
      <Rail title={heading} perView={lives.length > 2 ? 3 : 2} moreTo="/schedule/0">
        {lives.map((live) => (
          <RailItem key={live.id}>
            <LiveCard live={live} />
          </RailItem>
        ))}
      </Rail>
    </div>
  );
}

/** One live on air: its art, LIVE badge, viewers, the teams (and score unless hidden) or the event. */
export function LiveCard({ live }: { live: LiveItem }) {
  const { t, i18n } = useTranslation('home');
  const game = live.game ? matchViewOf(live.game) : null;
  const colors = game?.league.colors ?? CHANNEL_COLORS;
  const meta = game ? [game.league.shortName, game.roundName].filter(Boolean).join(' · ') : null;
  const name =
    game?.home && game.away
      ? t('liveNow.matchup', { home: game.home.shortName, away: game.away.shortName })
      : (game?.title ?? live.title);
  return (
    <Link to={liveLink(live.id)} className={styles.card}>
      <Artwork colors={colors} mark={game?.league.shortName ?? 'LIVE'} className={styles.art}>
        <span className={styles.badges}>
          <StatusBadge phase="live" className={styles.live} />
          {isFirstRun(live) ? null : (
            <span className={styles.tag}>
              {t(live.broadcastType === BROADCAST_TYPE.RECORDED ? 'liveNow.recorded' : 'liveNow.rebroadcast')}
            </span>
          )}
          {live.free ? <span className={styles.free}>{t('free')}</span> : null}
        </span>
        {live.viewers > 0 ? (
          <span className={styles.viewers}>
            <EyeIcon size={14} />
            {t('liveNow.viewers', {
              count: live.viewers,
              formatted: formatCount(live.viewers, i18n.language),
            })}
          </span>
        ) : null}
        {game?.home && game.away ? (
          <span className={styles.board} aria-hidden="true">
            <TeamEmblem team={game.home} size={40} />
            <span className={styles.boardScore}>
              {showsScore(game) ? `${game.homeScore} - ${game.awayScore}` : 'VS'}
            </span>
            <TeamEmblem team={game.away} size={40} />
          </span>
        ) : (
          <span className={styles.event} aria-hidden="true">
            <span className={styles.eventSport}>{game?.league.shortName ?? t('liveNow.channel')}</span>
            <span className={styles.eventTitle}>{game?.title ?? live.title}</span>
          </span>
        )}
      </Artwork>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>
          {meta ? <span>{meta}</span> : null}
          <span>{t('liveNow.since', { time: formatTime(live.beginAt) })}</span>
        </span>
      </span>
      <span className="visually-hidden">{t('liveNow.cardLabel', { name })}</span>
    </Link>
  );
}
