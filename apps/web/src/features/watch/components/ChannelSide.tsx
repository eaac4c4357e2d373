import { formatTime } from '@kickoff/contract';
import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { liveLink } from '../../catalogue/index.js';
import { useChannelSide } from '../api/use-channel-side.js';
import styles from './WatchScreen.module.css';

/** Beside a channel's player: the programme on air, the next ones, and the lives on air to switch to. */
export function ChannelSide({ channelId }: { channelId: number }) {
  const { t } = useTranslation('player');
  const query = useChannelSide(channelId);
  return (
    <QueryState query={query} minHeight="200px" compact>
      {({ channel, next, onAir }) => (
        <div className={styles.side}>
          <section aria-labelledby="watch-now">
            <h2 id="watch-now" className={styles.sideHead}>
              {t('channel.now')}
            </h2>
            {channel.nowPlaying ? (
              <div className={styles.now}>
                <Badge tone="live" size="sm" className={styles.liveMark}>
                  LIVE
                </Badge>
                <p className={styles.nowTitle}>{channel.nowPlaying.title}</p>
                <p className={styles.meta}>
                  {formatTime(channel.nowPlaying.startTime)}–{formatTime(channel.nowPlaying.endTime)}
                </p>
              </div>
            ) : (
              <p className={styles.meta}>{t('channel.nothingNow')}</p>
            )}
          </section>
          {next.length > 0 && (
            <section aria-labelledby="watch-next">
              <h2 id="watch-next" className={styles.sideHead}>
                {t('channel.next')}
              </h2>
              <ul className={styles.list}>
                {next.map((program) => (
                  <li key={program.id} className={styles.row}>
                    <span className={styles.time}>{formatTime(program.startTime)}</span>
                    <span className={styles.rowTitle}>{program.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {onAir.length > 0 && (
            <section aria-labelledby="watch-onair">
              <h2 id="watch-onair" className={styles.sideHead}>
                {t('channel.onAir')}
              </h2>
              <ul className={styles.list}>
                {onAir.map((live) => (
                  <li key={live.id}>
                    <Link to={liveLink(live.id)} className={styles.rowLink}>
                      <span className={styles.liveDot} aria-hidden="true" />
                      <span className={styles.rowTitle}>{live.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
