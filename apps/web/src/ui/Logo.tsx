import { useId } from 'react';
import { Link } from 'react-router';
import styles from './Logo.module.css';

interface LogoProps {
  /** Where the logo leads; the member home by default. */
  to?: string;
  size?: 'md' | 'sm';
  onClick?: () => void;
  /** Where only the mark shows: narrow desktops (769–1100 px) or very small phones (≤ 480 px). */
  collapse?: 'narrow-desktop' | 'small';
}

/** The KICKOFF mark (the favicon's K) and wordmark. The link's name is the product name. */
export function Logo({ to = '/', size = 'md', onClick, collapse }: LogoProps) {
  return (
    <Link
      to={to}
      className={[
        styles.logo,
        size === 'sm' ? styles.sm : '',
        collapse ? styles[`collapse-${collapse}`] : '',
      ].join(' ')}
      aria-label="KICKOFF"
      onClick={onClick}
    >
      <LogoMark className={styles.mark} />
      <span className={styles.word} aria-hidden="true">
        KICK<span className={styles.off}>OFF</span>
      </span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3cf5a6" />
          <stop offset="1" stopColor="#0fc576" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M18 14h9v15l13-15h11L36 31l16 19H40L27 34v16h-9z" fill="#04130c" />
    </svg>
  );
}
