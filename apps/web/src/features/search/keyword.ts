import { charCount, LIMITS, normalizeSearchKeyword } from '@kickoff/contract';

/** Spec §5/§9: a search keyword is at most 30 characters (counted as the contract counts them). */
export const KEYWORD_MAX = LIMITS.searchKeywordMax;

/** The first `max` characters of `text` (code points, so an emoji or a rare kanji is never split). */
export function clampKeyword(text: string, max: number = KEYWORD_MAX): string {
  if (charCount(text) <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/** The keyword of `?q=`: trimmed and at most 30 characters; '' (the search home) when blank or absent. */
export function keywordOf(raw: string | null | undefined): string {
  if (!raw) return '';
  return normalizeSearchKeyword(clampKeyword(normalizeSearchKeyword(raw)));
}

/** Why the field did not take what was entered: a typed character refused, or pasted text cut. */
export type KeywordNotice = 'limit' | 'cut' | null;

/**
 * The field's next text when the browser proposes `next` in place of `previous`. Within the limit it
 * is taken as is. Over it, a single typed character is refused (the text stays `previous`), while a
 * longer insertion — a paste, a drop, an IME word — is cut to the first 30 characters and says so.
 */
export function nextKeywordInput(
  previous: string,
  next: string,
  max: number = KEYWORD_MAX,
): { text: string; notice: KeywordNotice } {
  if (charCount(next) <= max) return { text: next, notice: null };
  const inserted = charCount(next) - charCount(previous);
  if (inserted <= 1 && charCount(previous) <= max) return { text: previous, notice: 'limit' };
  return { text: clampKeyword(next, max), notice: 'cut' };
}
