import { PurchasePage } from '../../features/billing/index.js';

/** /purchase: the offers, the member's pass, the summary and Buy. */
export default function PurchaseRoute() {
  return <PurchasePage />;
}
