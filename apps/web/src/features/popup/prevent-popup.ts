import { isPreventPopup, type PreventPopup, popupHideUntil } from '@kickoff/contract';
import { readItem, writeItem } from '../../core/storage.js';

/** Spec §3 "settings kept locally": the member's do-not-show choice, one popup at a time. */
export const PREVENT_POPUP_KEY = 'kickoff.preventPopup';

/** The stored choice, or null when there is none or it cannot be read. */
export function readPreventPopup(): PreventPopup | null {
  const raw = readItem('local', PREVENT_POPUP_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPreventPopup(parsed) ? { id: parsed.id, endDate: parsed.endDate } : null;
  } catch {
    return null;
  }
}

/**
 * "Don't show for N days": remembers this popup until today + (days − 1) (spec §4). A later choice
 * replaces the earlier one, so only the latest popup stays hidden.
 */
export function preventPopup(popup: { id: number; days: number }, today: Date): PreventPopup {
  const value: PreventPopup = { id: popup.id, endDate: popupHideUntil(today, popup.days) };
  writeItem('local', PREVENT_POPUP_KEY, JSON.stringify(value));
  return value;
}
