import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../ui/index.js';
import { createAppQueryClient } from './query-client.js';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests hand in their own client; the app makes one. */
  queryClient?: QueryClient;
}

/** Everything a screen may rely on: language, the query client, toasts. The router goes inside. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
