import { PayResult } from '../../features/billing/index.js';

/** /pay_result/:id: the outcome of a checkout (public). */
export default function PayResultRoute() {
  return <PayResult />;
}
