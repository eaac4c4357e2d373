import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorCode } from '../../../core/error-message.js';
import { useCreateOrder } from '../api/use-create-order.js';
import { goToCheckout } from '../checkout.js';
import { endsAttempt, usePurchaseAttempt } from './purchase-attempt.js';

export interface PurchaseChoice {
  serviceId: number;
  couponId: number | null;
}

/**
 * Buy, as /purchase runs it: the e-mail check first when the member has never bought (or the server
 * says so), then POST /orders with the attempt's idempotency key, then off to the provider's checkout.
 * A failure is kept for the page to show; Buy again retries the same attempt (same key) unless the
 * failure ended it or the member chose something else.
 */
export function usePurchaseFlow(purchaseVerified: boolean) {
  const navigate = useNavigate();
  const attempt = usePurchaseAttempt();
  const createOrder = useCreateOrder();
  const [verifying, setVerifying] = useState(false);
  const [verifiedNow, setVerifiedNow] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const waiting = useRef<PurchaseChoice | null>(null);
  const inFlight = useRef(false);

  const order = async (choice: PurchaseChoice) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      const created = await createOrder.mutateAsync({ ...choice, idempotencyKey: attempt.keyFor(choice) });
      attempt.end();
      if (created.checkoutUrl) {
        setLeaving(true);
        if (!goToCheckout(created.checkoutUrl)) {
          setLeaving(false);
          setError(new Error('checkout url'));
        }
      } else {
        // settled already (the same attempt went through before): its result
        void navigate(`/pay_result/${created.id}`);
      }
    } catch (failure) {
      if (errorCode(failure) === 'PURCHASE_VERIFICATION_REQUIRED') {
        waiting.current = choice;
        setVerifying(true);
        return;
      }
      if (endsAttempt(failure)) attempt.end();
      setError(failure);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    buy(choice: PurchaseChoice) {
      if (!purchaseVerified && !verifiedNow) {
        waiting.current = choice;
        setError(null);
        setVerifying(true);
        return;
      }
      void order(choice);
    },
    verifying,
    onVerified() {
      setVerifiedNow(true);
      setVerifying(false);
      const choice = waiting.current;
      waiting.current = null;
      if (choice) void order(choice);
    },
    closeVerification() {
      waiting.current = null;
      setVerifying(false);
    },
    busy: createOrder.isPending || leaving,
    error,
    clearError: () => setError(null),
  };
}
