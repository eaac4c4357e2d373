import { CodeRegistration } from '../../features/billing/index.js';

/** /purchase/coupon: register a coupon code. */
export default function CouponRoute() {
  return <CodeRegistration source="coupon" />;
}
