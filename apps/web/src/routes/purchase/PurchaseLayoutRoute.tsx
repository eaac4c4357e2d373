import { PurchaseLayout } from '../../features/billing/index.js';

/** /purchase/*: title band and the pass pages' tabs. */
export default function PurchaseLayoutRoute() {
  return <PurchaseLayout />;
}
