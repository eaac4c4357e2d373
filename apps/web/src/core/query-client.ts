import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

export interface QueryClientOptions {
  /**
   * Every failed query or mutation is handed to it (the app shell passes the auth feature's handler:
   * SESSION_REPLACED turns on the forced logout, any other 401 clears the session and member data).
   */
  onAuthError?: (client: QueryClient, error: unknown) => void;
}

/**
 * One query client (STYLE 11): a 4xx (401 included) is never retried, other failures once; every
 * failed query or mutation passes through `onAuthError`. A mutation whose 401 is an answer about the
 * credentials it sent (the login) says so with `meta: { authCall: true }`.
 */
export function createQueryClient({ onAuthError }: QueryClientOptions = {}): QueryClient {
  const handle = (error: unknown) => onAuthError?.(client, error);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.authCall === true) return;
        handle(error);
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
