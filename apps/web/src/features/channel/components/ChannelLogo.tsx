import type { Channel } from '@kickoff/contract';
import type { CSSProperties } from 'react';
import { cx } from '../../../ui/cx.js';
import styles from './ChannelLogo.module.css';

/** The channel's own name without the service's brand ("KICKOFF SPORTS 1" → "SPORTS 1"). */
export function channelShortName(name: string): string {
  const short = name.replace(/^KICKOFF\s+/i, '').trim();
  return short || name;
}

/**
 * A channel's logo, drawn from its colours (the catalogue has no image files): the brand line over the
 * channel's short name, like an on-screen bug. Decoration: the name is always written beside it.
 */
export function ChannelLogo({
  channel,
  size = 'md',
  className,
}: {
  channel: Pick<Channel, 'name' | 'colors'>;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const [a, b] = channel.colors;
  return (
    <span
      className={cx(styles.logo, styles[size], className)}
      style={{ '--logo-a': a, '--logo-b': b } as CSSProperties}
      aria-hidden="true"
    >
      <span className={styles.brand}>KICKOFF</span>
      <span className={styles.name}>{channelShortName(channel.name).replace(' ', '\n')}</span>
    </span>
  );
}
