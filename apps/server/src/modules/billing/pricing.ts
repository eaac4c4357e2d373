import { type CouponKind, tokyoParts } from '@kickoff/contract';

/** The least a payment may charge (the provider's minimum): a discount never brings it lower. */
export const MIN_CHARGE_JPY = 50;

/**
 * The price of a purchase after a registered discount: percent off (rounded down to whole yen) or yen
 * off the list price, never below MIN_CHARGE_JPY. Free days are no discount.
 */
export function discounted(
  listPriceJpy: number,
  coupon: { kind: CouponKind; value: number } | null,
): { discountJpy: number; amountJpy: number } {
  let off = 0;
  if (coupon?.kind === 'percent_off') off = Math.floor((listPriceJpy * coupon.value) / 100);
  else if (coupon?.kind === 'amount_off') off = coupon.value;
  const amountJpy = Math.max(Math.min(listPriceJpy, MIN_CHARGE_JPY), listPriceJpy - Math.max(0, off));
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
