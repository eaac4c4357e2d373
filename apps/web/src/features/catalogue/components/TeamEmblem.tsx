import type { TeamRef } from '@kickoff/contract';
import styles from './TeamEmblem.module.css';

export interface TeamEmblemProps {
  team: Pick<TeamRef, 'code' | 'colors'>;
  size?: number;
  className?: string;
}

/** A team's crest drawn from its colours and three-letter code (the catalogue has no image files). */
export function TeamEmblem({ team, size = 36, className }: TeamEmblemProps) {
  const [primary, secondary] = team.colors;
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
      <text x="20" y="27" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff" letterSpacing="0.3">
        {team.code.slice(0, 3)}
      </text>
    </svg>
  );
}
