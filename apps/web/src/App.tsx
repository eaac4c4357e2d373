import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/AppErrorBoundary.js';
import { AppSplash } from './app/AppRoot.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';

/** The app: one query client shared by the screens and the route guards (main.tsx made it). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* a screen whose messages are not loaded yet waits here (routes normally load them first) */}
        <Suspense fallback={<AppSplash />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </AppErrorBoundary>
  );
}
