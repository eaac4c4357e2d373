import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../core/query-client.js';
import { handleAuthError } from '../features/auth/index.js';

/** The app's query client: the core policy with the auth feature's handling of 401 answers. */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({ onAuthError: handleAuthError });
}
