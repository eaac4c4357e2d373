import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { authKeys } from './auth-keys.js';

const oauthProvidersQuery = {
  queryKey: authKeys.oauthProviders(),
  queryFn: ({ signal }: { signal: AbortSignal }) => call('oauth.providers', { signal }),
  staleTime: 10 * 60_000,
  retry: false,
} as const;

/** GET /oauth/providers: the social logins this server offers (the others are not shown). */
export function useOAuthProviders() {
  return useQuery(oauthProvidersQuery);
}

/**
 * Starts GET /oauth/providers before the login form renders (/intro's `handle.prefetch`): the server's
 * drawing of /intro then has the social-login buttons in place, and a first visit asks for them with the
 * screen's code. Drawn without them, the buttons arrived after the app took the page over and pushed the
 * "sign up" link under a tap already on its way (a lost click in the journeys on a starved host).
 */
export function prefetchOAuthProviders(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(oauthProvidersQuery);
}
