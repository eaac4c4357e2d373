import type { SnsProvider } from '@kickoff/contract';
import type { ReactNode } from 'react';

/** Simplified marks of the social-login providers (decorative: the link carries the name). */
export function ProviderMark({ provider, className }: { provider: SnsProvider; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[provider]}
    </svg>
  );
}

const MARKS: Record<SnsProvider, ReactNode> = {
  apple: (
    <>
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.8z"
      />
      <path
        fill="currentColor"
        d="M14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        fill="#1877f2"
        d="M13.4 23v-8.1h2.7l.4-3.2h-3.1V9.7c0-.9.3-1.5 1.6-1.5h1.7V5.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.3H7.6v3.2h2.7V23z"
      />
    </>
  ),
  twitter: (
    <path
      fill="currentColor"
      d="M17.8 2.5h3.1l-6.8 7.8 8 10.7h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.4L1.8 2.5h6.4l4.4 5.9zm-1.1 16.6h1.7L7.4 4.3H5.6z"
    />
  ),
  yahoo: (
    <>
      <path fill="currentColor" d="M2 6.5h4.3l2.6 6.5 2.7-6.5h4.2L9.6 20.5H5.4l1.6-3.7z" />
      <path fill="currentColor" d="M17.3 3.5H22l-4.2 9.4h-3.4z" />
      <circle cx="15.6" cy="16.4" r="2.3" fill="currentColor" />
    </>
  ),
  kakao: (
    <path
      fill="currentColor"
      d="M12 3.5c-5.2 0-9.5 3.3-9.5 7.4 0 2.6 1.7 4.9 4.3 6.2l-1.1 4c-.1.3.3.6.6.4l4.7-3.1c.3 0 .7.1 1 .1 5.2 0 9.5-3.3 9.5-7.4S17.2 3.5 12 3.5z"
    />
  ),
  naver: <path fill="currentColor" d="M15.6 12.8 8.1 2H2v20h6.4V11.2L15.9 22H22V2h-6.4z" />,
};
