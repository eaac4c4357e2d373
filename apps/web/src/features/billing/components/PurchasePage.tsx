import type { MySubscription, PassOffer } from '@kickoff/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useMySubscription } from '../api/use-my-subscription.js';
import { usePasses } from '../api/use-passes.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import { usePurchaseFlow } from '../hooks/use-purchase-flow.js';
import { applicableCoupons, purchaseStanding, selectionFrom } from '../pass-rules.js';
import { OfferPicker } from './OfferPicker.js';
import styles from './Purchase.module.css';
import { PurchaseSkeleton } from './PurchaseSkeleton.js';
import { PurchaseSummary } from './PurchaseSummary.js';
import { StandingNotice } from './StandingNotice.js';
import { VerificationDialog } from './VerificationDialog.js';

/**
 * /purchase: the offers side by side with the member's pass, the pass of `?pass=` (`&period=`)
 * chosen, a registered coupon to apply, the summary, and Buy (issue 11 §1).
 */
export function PurchasePage() {
  const passes = usePasses();
  const mine = useMySubscription();
  const both = {
    data: passes.data && mine.data ? { offers: passes.data, my: mine.data } : undefined,
    error: passes.error ?? mine.error,
    isError: passes.isError || mine.isError,
    isFetching: passes.isFetching || mine.isFetching,
    refetch: () => Promise.all([passes.refetch(), mine.refetch()]),
  };
  return (
    <QueryState query={both} pending={<PurchaseSkeleton />}>
      {({ offers, my }) => <Purchase offers={offers} my={my} />}
    </QueryState>
  );
}

function Purchase({ offers, my }: { offers: PassOffer[]; my: MySubscription }) {
  const { t } = useBillingFormat();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { pass, period } = selectionFrom(params);
  const offer = offers.find((o) => o.pass === pass && o.period === period) ?? offers[0];
  const coupons = offer ? applicableCoupons(my.coupons, offer.pass, now) : [];
  // the first coupon that applies is used unless the member says otherwise ("none" is null)
  const [couponChoice, setCouponChoice] = useState<number | null | undefined>(undefined);
  const couponId =
    couponChoice === undefined
      ? (coupons[0]?.id ?? null)
      : coupons.some((c) => c.id === couponChoice)
        ? couponChoice
        : null;
  const standing = purchaseStanding(my, now);
  const flow = usePurchaseFlow(my.purchaseVerified);

  if (!offer) return <p className={styles.fine}>{t('offers.none')}</p>;

  const choose = (next: { pass: string; period: string }) => {
    flow.clearError();
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        search.set('pass', next.pass);
        search.set('period', next.period);
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const current = my.subscription && standing.kind !== 'free' ? my.subscription.serviceId : null;
  return (
    <div className={styles.page}>
      <StandingNotice standing={standing} />
      <div className={styles.columns}>
        <OfferPicker
          offers={offers}
          period={offer.period}
          serviceId={offer.serviceId}
          currentServiceId={current}
          onPeriodChange={(p) => choose({ pass: offer.pass, period: p })}
          onPick={(o) => choose(o)}
        />
        <PurchaseSummary
          offer={offer}
          coupons={coupons}
          couponId={couponId}
          onCouponChange={(id) => {
            flow.clearError();
            setCouponChoice(id);
          }}
          standing={standing}
          needsVerification={!my.purchaseVerified}
          now={now}
          busy={flow.busy}
          error={flow.error}
          onBuy={() => flow.buy({ serviceId: offer.serviceId, couponId })}
        />
      </div>
      {flow.verifying && <VerificationDialog onVerified={flow.onVerified} onClose={flow.closeVerification} />}
    </div>
  );
}
