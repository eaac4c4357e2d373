import type { Locale } from '@kickoff/contract';

/** Stored text in the member's language, else Japanese (the source and fallback). */
export const localize = (text: { ja: string; ko?: string; en?: string }, locale: Locale): string =>
  text[locale] || text.ja;
