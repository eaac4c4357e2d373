import type { SnsProvider } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { authKeys } from './auth-keys.js';

/** GET /oauth/providers: the social logins this server offers (the others are not shown). */
export function useOAuthProviders() {
  return useQuery({
    queryKey: authKeys.oauthProviders(),
    queryFn: ({ signal }) => api<SnsProvider[]>('/oauth/providers', { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
