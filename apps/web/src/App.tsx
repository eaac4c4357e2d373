import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/AppErrorBoundary.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
