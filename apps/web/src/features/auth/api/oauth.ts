import type { SnsProvider } from '@kickoff/contract';
import { API_BASE } from '../../../core/api-client.js';
import { call } from '../../../core/call.js';

/** GET /oauth/{provider}/token?code&state: exchanges the provider's code (single use). */
export function fetchOAuthToken(provider: SnsProvider, query: { code: string; state: string }) {
  return call('oauth.token', { params: { provider }, query });
}

/**
 * Where the browser goes to start a social login (a full page navigation, not a fetch): the server
 * sets its state cookie and sends the browser on to the provider. `returnTo` comes back with the token.
 */
export function authorizeUrl(provider: SnsProvider, returnTo: string): string {
  return `${API_BASE}/oauth/${provider}/authorize?${new URLSearchParams({ returnTo })}`;
}
