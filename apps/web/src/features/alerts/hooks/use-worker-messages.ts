import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { alertsKeys } from '../api/alerts-keys.js';

/**
 * When the service worker shows a push alert it tells the open tabs (sw.js, message `kickoff:alert`):
 * the alerts are fetched at once instead of at the next poll.
 */
export function useWorkerMessages() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'kickoff:alert') {
        void queryClient.invalidateQueries({ queryKey: alertsKeys.lists() });
      }
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);
}
