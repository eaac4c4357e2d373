/**
 * The faint mark drawn into a programme's art: its first word ('ネオリーグ・タクティクスラボ' →
 * 'ネオリーグ', 'KICKOFF WEEKLY' → 'KICKOFF'), so the art shows a word rather than a cut-off title.
 */
export function artMark(title: string): string {
  const [first] = title.split(/[・\s\u3000]/u).filter(Boolean);
  return first ?? title;
}
