import { ApiError } from '../../core/api-client.js';
import { createStore, useStore } from './flag-store.js';

/**
 * The forced-logout flag of spec §4/§8: on when this session was ended by a login on another device
 * (an API answer SESSION_REPLACED; later also the socket's cmd 0). AppRoot follows it: it shows the
 * "multiple logins prevented" alert and goes to /logout. OK on the alert turns it off.
 */
export const forcedLogout = createStore(false);

export function useForcedLogout(): boolean {
  return useStore(forcedLogout);
}

export function isSessionReplaced(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'SESSION_REPLACED';
}
