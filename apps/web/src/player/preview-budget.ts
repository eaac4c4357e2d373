import { readItem, writeItem } from '../core/storage.js';

/**
 * The seconds of a timed preview (a paid live or a channel without the pass, decisions.md) already
 * watched, per content, for this browser session: reopening the page does not start the 3 minutes
 * again. The server's signed URL ends with the preview too, so this is the member's view of it.
 */
const KEY = 'kickoff.previewWatched';

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readItem('session', KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function watchedSeconds(key: string): number {
  const value = readAll()[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function addWatchedSeconds(key: string, seconds: number): number {
  const all = readAll();
  const total = watchedSeconds(key) + Math.max(0, seconds);
  all[key] = total;
  writeItem('session', KEY, JSON.stringify(all));
  return total;
}
