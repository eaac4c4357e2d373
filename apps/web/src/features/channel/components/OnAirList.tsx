import { BROADCAST_TYPE, type Channel } from '@kickoff/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { QueryState, type QueryStateQuery } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { PlayIcon } from '../../../ui/icons.js';
import { Artwork, channelLink } from '../../catalogue/index.js';
import { broadcastKey, progressOf, timeRangeOf } from '../format.js';
import { ChannelLogo, channelShortName } from './ChannelLogo.js';
import styles from './OnAirList.module.css';

export interface OnAirListProps {
  query: QueryStateQuery<Channel[]>;
  now: number;
}

/** The channel list (GET /channel): one card per channel with what is on air now and how far it has run. */
export function OnAirList({ query, now }: OnAirListProps) {
  const { t } = useTranslation('channel');
  const skeleton = (
    <ul className={styles.list} aria-busy="true" aria-label={t('onAir.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
  return (
    <QueryState query={query} pending={skeleton} compact>
      {(channels) => <Cards channels={channels} now={now} />}
    </QueryState>
  );
}

function Cards({ channels, now }: { channels: Channel[]; now: number }) {
  const { t } = useTranslation('channel');
  return (
    <ul className={styles.list} aria-label={t('onAir.listLabel')}>
      {channels.map((channel) => {
        const program = channel.nowPlaying;
        const progress = program ? progressOf(program, now) : 0;
        return (
          <li key={channel.id} data-testid={`channel-card-${channel.id}`}>
            <Link to={channelLink(channel.id)} className={styles.card}>
              <Artwork colors={channel.colors} mark={channelShortName(channel.name)} className={styles.art}>
                <ChannelLogo channel={channel} size="sm" className={styles.logo} />
                {program?.broadcastType === BROADCAST_TYPE.LIVE ? (
                  <span className={styles.live}>{t('broadcast.live')}</span>
                ) : null}
                <span className={styles.play} aria-hidden="true">
                  <PlayIcon size={18} />
                </span>
              </Artwork>
              <div className={styles.body}>
                <p className={styles.channel}>{channel.name}</p>
                {program ? (
                  <>
                    <p className={styles.title}>{program.title}</p>
                    <p className={styles.meta}>
                      <span className={styles.time}>{timeRangeOf(program)}</span>
                      <span>{t(`broadcast.${broadcastKey(program.broadcastType)}`)}</span>
                    </p>
                    <span
                      className={styles.progress}
                      style={{ '--progress': progress } as CSSProperties}
                      aria-hidden="true"
                    />
                  </>
                ) : (
                  <p className={styles.offAir}>{t('onAir.offAir')}</p>
                )}
              </div>
              <span className="visually-hidden">{t('onAir.watchChannel', { name: channel.name })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
