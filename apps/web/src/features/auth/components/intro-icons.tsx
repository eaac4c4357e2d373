import type { SVGProps } from 'react';

/** Line icons of the intro's feature list (decorative). */
function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const LiveIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="2.2" fill="currentColor" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Icon>
);

export const ReplayIcon = () => (
  <Icon>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3.5 3.5V8h4.5" />
    <path d="m10.5 9 4.5 3-4.5 3z" fill="currentColor" />
  </Icon>
);

export const ChannelIcon = () => (
  <Icon>
    <rect x="3" y="6.5" width="18" height="12.5" rx="2.5" />
    <path d="m8.5 2.5 3.5 4 3.5-4M8 22h8" />
  </Icon>
);

export const QualityIcon = () => (
  <Icon>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M6.5 9v6M6.5 12h3.5M10 9v6M13.5 9v6h1.8a3 3 0 0 0 0-6z" />
  </Icon>
);
