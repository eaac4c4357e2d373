import {
  formatDate,
  formatNumber,
  isLocale,
  type Locale,
  type MemberCoupon,
  type Pass,
  type PassPeriod,
} from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { cardBrandLabel } from '../card-brand.js';

/**
 * The billing pages' words for money, dates and passes, in the member's language: `yen(2480)` →
 * '2,480円' / '2,480엔' / '¥2,480'; `passName('premium', 'annual')` → 'プレミアム（年額）'.
 */
export function useBillingFormat() {
  const { t, i18n } = useTranslation('billing');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const yen = (amount: number) => t('money.yen', { amount: formatNumber(amount, locale) });
  const passName = (pass: Pass, period?: PassPeriod | null) =>
    period
      ? t('passName', { pass: t(`passes.${pass}.name`), period: t(`periods.${period}`) })
      : t(`passes.${pass}.name`);
  return {
    t,
    locale,
    yen,
    date: (value: string | Date | null | undefined) => formatDate(value, locale),
    passName,
    /**
     * The pass a member holds: 'プレミアム（月額）', or for a coupon's free days 'プレミアム（無料体験）'
     * (it has no period of its own: it never renews).
     */
    heldPassName: (held: { pass: Pass; period: PassPeriod; paidBy: string }) =>
      held.paidBy === 'coupon'
        ? t('trialName', { pass: t(`passes.${held.pass}.name`) })
        : passName(held.pass, held.period),
    /** A card as receipts print it: 'VISA •••• 4242' (the provider says `visa`). */
    card: (card: { brand: string; last4: string }) =>
      t('card', { brand: cardBrandLabel(card.brand), last4: card.last4 }),
    /** What a coupon gives: '7 days of Premium free', '50% off the first payment', '¥500 off …'. */
    benefit: (coupon: Pick<MemberCoupon, 'kind' | 'value' | 'pass'>) => {
      const pass = coupon.pass ? passName(coupon.pass) : t('coupons.anyPass');
      if (coupon.kind === 'free_days') return t('coupons.benefit.free_days', { days: coupon.value, pass });
      if (coupon.kind === 'percent_off')
        return t('coupons.benefit.percent_off', { percent: coupon.value, pass });
      return t('coupons.benefit.amount_off', { amount: yen(coupon.value), pass });
    },
  };
}
