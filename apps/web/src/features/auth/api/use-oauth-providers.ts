import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { authKeys } from './auth-keys.js';

/** GET /oauth/providers: the social logins this server offers (the others are not shown). */
export function useOAuthProviders() {
  return useQuery({
    queryKey: authKeys.oauthProviders(),
    queryFn: ({ signal }) => call('oauth.providers', { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
