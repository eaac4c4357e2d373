import type { TeamRef } from '@kickoff/contract';
import styles from './TeamEmblem.module.css';

export interface TeamEmblemProps {
  team: Pick<TeamRef, 'code' | 'colors'>;
  size?: number;
  className?: string;
}

/** Relative luminance of a `#rrggbb` colour (WCAG), 0 black … 1 white; unreadable colours count as dark. */
export function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return 0;
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** A team's crest drawn from its colours and three-letter code (the catalogue has no image files). */
export function TeamEmblem({ team, size = 36, className }: TeamEmblemProps) {
  const [primary, secondary] = team.colors;
  // the code sits on the secondary colour: dark letters on light kits (white, yellow), white otherwise
  const ink = luminance(secondary) > 0.45 ? '#0b0f1a' : '#fff';
  return (
    <svg
      className={`${styles.emblem} ${className ?? ''}`}
      width={size}
      height={Math.round(size * 1.15)}
      viewBox="0 0 40 46"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M20 2 37 8v14c0 11-7.5 18.5-17 22C10.5 40.5 3 33 3 22V8z"
        fill={secondary}
        stroke={primary}
        strokeWidth="2.5"
      />
      <path d="M20 2v42C10.5 40.5 3 33 3 22V8z" fill={primary} opacity="0.28" />
      <text x="20" y="27" textAnchor="middle" fontSize="11" fontWeight="800" fill={ink} letterSpacing="0.3">
        {team.code.slice(0, 3)}
      </text>
    </svg>
  );
}
