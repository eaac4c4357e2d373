import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/AppErrorBoundary.js';
import { AppSplash } from './app/AppRoot.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app: one query client shared by the screens and the route guards (main.tsx made it), and the
 * router — made here, or handed in when the page came prerendered (main.tsx hydrates it).
 */
export function App({ queryClient, router: given }: { queryClient: QueryClient; router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter(queryClient));
  // the app runs: on a page the server drew, its controls work from here on (until then only its links
  // do); the journeys wait for this before using such a page's buttons
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}

/** What is around the router, in the browser and in the server's prerender (prerender.tsx) alike. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* a screen whose messages are not loaded yet waits here (routes normally load them first) */}
        <Suspense fallback={<AppSplash />}>{children}</Suspense>
      </AppProviders>
    </AppErrorBoundary>
  );
}
