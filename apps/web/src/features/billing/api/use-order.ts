import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../core/call.js';
import { billingKeys } from './billing-keys.js';

/** How often a pending order is asked again, and for how long before "we will e-mail you". */
export const ORDER_POLL = { intervalMs: 1_500, windowMs: 60_000 } as const;

/**
 * GET /orders/:id, asked again every 1.5 s while the order is pending (each ask lets the server
 * reconcile with the provider), for up to a minute: then `gaveUp` is true and the asking stops until
 * `checkAgain` opens a new minute.
 */
export function useOrder(id: string, enabled: boolean) {
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    queryKey: billingKeys.order(id),
    queryFn: ({ signal }) => call('billing.order', { params: { id }, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' && !gaveUp ? ORDER_POLL.intervalMs : false),
  });
  const pending = query.data?.status === 'pending';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (checkAgain) starts a new minute
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setGaveUp(true), ORDER_POLL.windowMs);
    return () => clearTimeout(timer);
  }, [pending, round]);

  const checkAgain = () => {
    setGaveUp(false);
    setRound((n) => n + 1);
    void query.refetch();
  };
  return { query, gaveUp: pending && gaveUp, checkAgain };
}
