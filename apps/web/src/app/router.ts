import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { buildRoutes } from '../routes/index.js';

/** History-mode router over the route tree of spec §2; the guards share the app's query client. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes({ queryClient }));
}
