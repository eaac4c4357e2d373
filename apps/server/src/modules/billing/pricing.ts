import { type CouponKind, discountedPriceJpy, tokyoParts } from '@kickoff/contract';

export { MIN_CHARGE_JPY } from '@kickoff/contract';

/**
 * The price of a purchase after a registered discount, split as the order keeps it: the contract's
 * `discountedPriceJpy` (the one rule /purchase shows and the order charges) and the yen it took off.
 */
export function discounted(
  listPriceJpy: number,
  coupon: { kind: CouponKind; value: number } | null,
): { discountJpy: number; amountJpy: number } {
  const amountJpy = discountedPriceJpy(listPriceJpy, coupon);
  return { discountJpy: listPriceJpy - amountJpy, amountJpy };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A receipt number: KO-YYYYMMDD-NNNNNN, the Tokyo date of the payment and the next number of one
 * sequence (unique over all days; it grows a seventh digit after a million payments).
 */
export function receiptNoOf(at: Date, sequence: number): string {
  const { year, month, day } = tokyoParts(at);
  return `KO-${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}-${pad(sequence, 6)}`;
}
