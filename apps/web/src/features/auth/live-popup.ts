import { LIVE_POPUP_FEATURES, LIVE_POPUP_NAME } from './guards.js';

/**
 * Opens (or reuses) the named live popup of spec §2 on `url`. Answers false when the browser blocked
 * it, so the caller can open the live in this window instead.
 */
export function openLivePopup(url: string): boolean {
  const popup = window.open(url, LIVE_POPUP_NAME, LIVE_POPUP_FEATURES);
  if (!popup) return false;
  popup.focus?.();
  return true;
}

/** Whether this window is the named live popup. */
export function isLivePopup(): boolean {
  return window.name === LIVE_POPUP_NAME;
}
