/** Board dates are shown in Japan time whatever the viewer's zone (spec: YYYY.MM.DD HH:mm). */
const boardDateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2024-03-01T15:04:00Z` → `2024.03.02 00:04`; an empty or invalid value is shown as a dash (spec §9). */
export function formatBoardDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    boardDateFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}`;
}
