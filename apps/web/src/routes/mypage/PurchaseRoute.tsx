import { MyPasses } from '../../features/billing/index.js';

/** /mypage/purchase: my passes (the pass, its actions, payments with receipts, coupons). */
export default function PurchaseRoute() {
  return <MyPasses />;
}
