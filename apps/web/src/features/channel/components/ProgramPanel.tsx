import { type Channel, formatDate, isOnAir, type Locale, type Program } from '@kickoff/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { ClockIcon, PlayIcon, TvIcon } from '../../../ui/icons.js';
import { ButtonLink } from '../../../ui/index.js';
import { channelLink } from '../../catalogue/index.js';
import { broadcastKey, progressOf, timeRangeOf } from '../format.js';
import { ChannelLogo } from './ChannelLogo.js';
import styles from './ProgramPanel.module.css';

export interface ProgramPanelProps {
  program: Program | null;
  channel: Channel | undefined;
  now: number;
}

/** Details of the programme chosen in the grid: time, channel, broadcast type, description, watch link. */
export function ProgramPanel({ program, channel, now }: ProgramPanelProps) {
  const { t, i18n } = useTranslation('channel');
  if (!program || !channel) {
    return (
      <aside className={styles.panel} aria-label={t('panel.label')} aria-live="polite">
        <div className={styles.hint}>
          <TvIcon size={28} />
          <p className={styles.hintTitle}>{t('panel.hintTitle')}</p>
          <p className={styles.hintText}>{t('panel.hintText')}</p>
        </div>
      </aside>
    );
  }
  const onAir = isOnAir(program, new Date(now));
  const ended = Date.parse(program.endTime) <= now;
  const state = !program.active ? 'offAir' : onAir ? 'onAir' : ended ? 'ended' : 'upcoming';
  return (
    <aside
      className={styles.panel}
      aria-label={t('panel.label')}
      aria-live="polite"
      data-testid="epg-program-panel"
    >
      <div className={styles.channel}>
        <ChannelLogo channel={channel} size="sm" />
        <span>{channel.name}</span>
      </div>
      <div className={styles.tags}>
        <span className={cx(styles.tag, styles[`state_${state}`])}>{t(`panel.state.${state}`)}</span>
        <span className={styles.tag}>{t(`broadcast.${broadcastKey(program.broadcastType)}`)}</span>
      </div>
      <h3 className={styles.title}>{program.title}</h3>
      <p className={styles.when}>
        <ClockIcon size={15} />
        <span>
          {formatDate(program.startTime, i18n.language as Locale, { weekday: true })} {timeRangeOf(program)}
        </span>
        <span className={styles.duration}>{t('panel.minutes', { count: program.duration })}</span>
      </p>
      {onAir ? (
        <span
          className={styles.progress}
          style={{ '--progress': progressOf(program, now) } as CSSProperties}
          aria-hidden="true"
        />
      ) : null}
      {program.description ? <p className={styles.description}>{program.description}</p> : null}
      {onAir && program.active ? (
        <ButtonLink to={channelLink(channel.id)} className={styles.cta} icon={<PlayIcon size={16} />}>
          {t('panel.watchNow')}
        </ButtonLink>
      ) : null}
      {ended ? <p className={styles.note}>{t('panel.endedNote')}</p> : null}
    </aside>
  );
}
