import { formatDate, formatTime, isFirstRun, isLiveNow, isLiveOnAir, type Locale } from '@kickoff/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNow } from '../../../core/render-clock.js';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { EyeOffIcon, PlayIcon } from '../../../ui/icons.js';
import { liveLink, vodLink } from '../links.js';
import { type MatchView, matchPhase, showsScore } from '../match-view.js';
import styles from './MatchRow.module.css';
import { StatusBadge } from './StatusBadge.js';
import { TeamEmblem } from './TeamEmblem.js';

export interface MatchRowProps {
  match: MatchView;
  /** Lists spanning several days show the date beside the kick-off time. */
  showDate?: boolean;
  /** Extra controls at the end of the row (reserve, favourite …). */
  actions?: ReactNode;
  className?: string;
}

/**
 * One match of a list (spec §3 match item): kick-off, state, league · season · round, the two teams
 * with their crests and the score — or the event title for sports without teams — and what can be
 * watched. A hidden score never shows: the server sends none, and the row says it is hidden.
 */
export function MatchRow({ match, showDate, actions, className }: MatchRowProps) {
  const { t, i18n } = useTranslation('catalogue');
  const now = new Date(useNow());
  const phase = matchPhase(match, now);
  // the first-run live when there is one, else a rebroadcast or recording on air (still watchable)
  const onAir =
    match.lives.find((live) => isLiveNow(live, now)) ?? match.lives.find((live) => isLiveOnAir(live, now));
  const meta = [match.league.name, match.seasonName, match.roundName].filter(Boolean).join(' · ');

  return (
    <article
      className={cx(styles.row, phase === 'live' && styles.onAir, className)}
      aria-label={matchLabel(match, t)}
    >
      <div className={styles.when}>
        {showDate ? (
          <span className={styles.date}>
            {formatDate(match.beginDate, i18n.language as Locale, { weekday: true })}
          </span>
        ) : null}
        <time className={styles.time} dateTime={match.beginDate}>
          {formatTime(match.beginDate)}
        </time>
        <StatusBadge phase={phase} />
      </div>

      <div className={styles.body}>
        <p className={styles.meta}>
          <span
            className={styles.leagueDot}
            style={{ background: match.league.colors[0] }}
            aria-hidden="true"
          />
          {meta}
        </p>
        {match.home && match.away ? (
          <div className={styles.teams}>
            <span className={cx(styles.team, styles.home)}>
              <span className={styles.teamName}>{match.home.shortName}</span>
              <TeamEmblem team={match.home} size={30} />
            </span>
            <Score match={match} />
            <span className={cx(styles.team, styles.away)}>
              <TeamEmblem team={match.away} size={30} />
              <span className={styles.teamName}>{match.away.shortName}</span>
            </span>
          </div>
        ) : (
          <p className={styles.title}>{match.title ?? meta}</p>
        )}
        {match.venue ? <p className={styles.venue}>{match.venue}</p> : null}
      </div>

      <div className={styles.actions}>
        {onAir ? (
          <Link className={cx(styles.watch, isFirstRun(onAir) && styles.watchLive)} to={liveLink(onAir.id)}>
            <PlayIcon size={14} />
            {isFirstRun(onAir) ? t('watchLive') : t('watchRebroadcast')}
          </Link>
        ) : match.firstVodId !== null ? (
          <Link className={styles.watch} to={vodLink(match.firstVodId)}>
            <PlayIcon size={14} />
            {t('watchHighlight')}
          </Link>
        ) : match.vodCount > 0 ? (
          <span className={styles.vodCount}>{t('vodCount', { count: match.vodCount })}</span>
        ) : null}
        {actions}
      </div>
    </article>
  );
}

function Score({ match }: { match: MatchView }) {
  const { t } = useTranslation('catalogue');
  if (showsScore(match)) {
    return (
      <span className={styles.score}>
        <span className={styles.srOnly}>
          {t('scoreLabel', { home: match.homeScore, away: match.awayScore })}
        </span>
        <span aria-hidden="true">{match.homeScore}</span>
        <span className={styles.dash} aria-hidden="true">
          -
        </span>
        <span aria-hidden="true">{match.awayScore}</span>
      </span>
    );
  }
  if (match.scoreHidden && match.status !== 0) {
    return (
      <span className={cx(styles.score, styles.hidden)} title={t('scoreHidden')}>
        <EyeOffIcon size={16} />
        <span className={styles.srOnly}>{t('scoreHidden')}</span>
      </span>
    );
  }
  return <span className={cx(styles.score, styles.vs)}>VS</span>;
}

function matchLabel(match: MatchView, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (match.home && match.away) return t('matchLabel', { home: match.home.name, away: match.away.name });
  return match.title ?? match.league.name;
}
