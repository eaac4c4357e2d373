import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleAuthError } from '../features/auth/member-data.js';
import { ApiError } from './client.js';

/**
 * One query client (STYLE 11): a 4xx (401 included) is never retried, other failures once; every
 * failed query or mutation passes through the auth handling — SESSION_REPLACED turns on the forced
 * logout, any other 401 clears the session and the member's data. A mutation whose 401 is an answer
 * about the credentials it sent (the login) says so with `meta: { authCall: true }`.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleAuthError(client, error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.authCall === true) return;
        handleAuthError(client, error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}
