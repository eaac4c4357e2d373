import { numberFormat } from '@kickoff/contract';

/** Running time of a VOD: '1:02:05' or '12:05'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Compact view counts: 1,234 → '1.2K' / '1,234' depending on size, in the member's language. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, {
    notation: value >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(value);
}
