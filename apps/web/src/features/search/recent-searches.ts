import { keywordOf } from './keyword.js';

/** Recent searches kept on this device: at most 10, newest first, each keyword once. */
export const RECENT_SEARCHES_MAX = 10;
export const RECENT_SEARCHES_KEY = 'kickoff.search.recent';

/** `keyword` moved (or added) to the front; the oldest falls off past 10. Blank keywords are ignored. */
export function withRecent(list: readonly string[], keyword: string): string[] {
  const kw = keywordOf(keyword);
  if (kw === '') return [...list];
  return [kw, ...list.filter((k) => k !== kw)].slice(0, RECENT_SEARCHES_MAX);
}

/** The stored list, or none when storage is empty, unavailable or holds something else. */
export function parseRecent(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const kept: string[] = [];
    for (const item of value) {
      if (typeof item !== 'string') continue;
      const kw = keywordOf(item);
      if (kw !== '' && !kept.includes(kw)) kept.push(kw);
    }
    return kept.slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}
