import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/AppErrorBoundary.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';

/** The app: one query client shared by the screens and the route guards (main.tsx made it). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
