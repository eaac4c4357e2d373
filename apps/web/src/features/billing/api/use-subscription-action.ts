import type { Payment, Subscription } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { sessionKeys } from '../../../core/session-keys.js';

/** One change of my pass, as the member asks for it. */
export type SubscriptionRequest =
  | { kind: 'change'; serviceId: number }
  | { kind: 'cancelChange' }
  | { kind: 'cancel' }
  | { kind: 'restore' }
  | { kind: 'pause'; months: number }
  | { kind: 'resume' };

/** What every action answers: the subscription after it, and the payment an upgrade made. */
export interface ActionResult {
  subscription: Subscription;
  payment: Payment | null;
}

async function send(request: SubscriptionRequest): Promise<ActionResult> {
  if (request.kind === 'change') return call('billing.change', { body: { serviceId: request.serviceId } });
  const subscription = await (request.kind === 'pause'
    ? call('billing.pause', { body: { months: request.months } })
    : request.kind === 'cancelChange'
      ? call('billing.cancelChange')
      : request.kind === 'cancel'
        ? call('billing.cancel')
        : request.kind === 'restore'
          ? call('billing.restore')
          : call('billing.resume'));
  return { subscription, payment: null };
}

/**
 * POST /subscription/{change|change/cancel|cancel|restore|pause|resume}. Each may change what the
 * member can watch (an upgrade at once, a pause locks, a resume unlocks), so the session is read again
 * with the subscription.
 */
export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
