/**
 * The hero's background: floodlit gradients and a football pitch drawn in perspective (inline SVG,
 * lines only). Purely decorative.
 */
export function PitchBackdrop({ className }: { className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <svg viewBox="0 0 1050 680" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="3">
          <rect x="25" y="25" width="1000" height="630" />
          <line x1="525" y1="25" x2="525" y2="655" />
          <circle cx="525" cy="340" r="91.5" />
          <circle cx="525" cy="340" r="4" fill="currentColor" />
          <rect x="25" y="138" width="165" height="404" />
          <rect x="25" y="248" width="55" height="184" />
          <rect x="860" y="138" width="165" height="404" />
          <rect x="970" y="248" width="55" height="184" />
          <path d="M190 267a91.5 91.5 0 0 1 0 146M860 267a91.5 91.5 0 0 0 0 146" />
          <circle cx="135" cy="340" r="4" fill="currentColor" />
          <circle cx="915" cy="340" r="4" fill="currentColor" />
        </g>
      </svg>
    </div>
  );
}
