import type { PassOffer, PassPeriod } from '@kickoff/contract';
import { useId } from 'react';
import { Badge } from '../../../ui/Badge.js';
import { cx } from '../../../ui/cx.js';
import { CheckIcon, CloseIcon } from '../../../ui/icons.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './OfferPicker.module.css';

interface OfferPickerProps {
  offers: PassOffer[];
  period: PassPeriod;
  serviceId: number;
  /** The service id of the pass the member holds now, marked "your pass". */
  currentServiceId: number | null;
  onPeriodChange: (period: PassPeriod) => void;
  onPick: (offer: PassOffer) => void;
}

/**
 * The offers of GET /passes side by side: a monthly / annual switch, then basic and premium with the
 * price (tax included; an annual pass also per month and what it saves) and what each unlocks. Both
 * are radio groups: arrow keys move the choice.
 */
export function OfferPicker({
  offers,
  period,
  serviceId,
  currentServiceId,
  onPeriodChange,
  onPick,
}: OfferPickerProps) {
  const { t, yen } = useBillingFormat();
  const name = useId();
  const shown = offers.filter((o) => o.period === period).sort((a, b) => a.priceJpy - b.priceJpy);
  const monthlyOf = (offer: PassOffer) =>
    offers.find((o) => o.pass === offer.pass && o.period === 'monthly')?.priceJpy ?? offer.perMonthJpy;

  return (
    <section className={styles.picker} aria-labelledby={`${name}-title`}>
      <div className={styles.head}>
        <h2 id={`${name}-title`} className={styles.title}>
          {t('offers.title')}
        </h2>
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">{t('offers.periodLabel')}</legend>
          {(['monthly', 'annual'] as const).map((p) => (
            <label key={p} className={cx(styles.period, p === period && styles.periodCurrent)}>
              <input
                type="radio"
                name={`${name}-period`}
                value={p}
                checked={p === period}
                onChange={() => onPeriodChange(p)}
                className="visually-hidden"
              />
              {t(`offers.switch.${p}`)}
              {p === 'annual' && <span className={styles.save}>{t('offers.annualSave')}</span>}
            </label>
          ))}
        </fieldset>
      </div>
      <fieldset className={styles.offers}>
        <legend className="visually-hidden">{t('offers.passLabel')}</legend>
        {shown.map((offer) => {
          const selected = offer.serviceId === serviceId;
          const saving = offer.period === 'annual' ? monthlyOf(offer) * 12 - offer.priceJpy : 0;
          return (
            <label
              key={offer.serviceId}
              className={cx(
                styles.offer,
                selected && styles.selected,
                offer.pass === 'premium' && styles.premium,
              )}
              data-testid={`offer-${offer.pass}-${offer.period}`}
            >
              <input
                type="radio"
                name={`${name}-offer`}
                value={offer.serviceId}
                checked={selected}
                onChange={() => onPick(offer)}
                className="visually-hidden"
              />
              <span className={styles.offerHead}>
                <span className={styles.offerName}>{t(`passes.${offer.pass}.name`)}</span>
                {offer.serviceId === currentServiceId ? (
                  <Badge tone="accent" size="sm">
                    {t('offers.current')}
                  </Badge>
                ) : offer.pass === 'premium' ? (
                  <Badge tone="info" size="sm">
                    {t('offers.recommended')}
                  </Badge>
                ) : null}
                <span className={styles.mark} aria-hidden="true">
                  {selected && <CheckIcon size={14} strokeWidth={3} />}
                </span>
              </span>
              <span className={styles.tagline}>{t(`passes.${offer.pass}.tagline`)}</span>
              <span className={styles.price}>
                <span className={styles.amount}>{yen(offer.priceJpy)}</span>
                <span className={styles.per}>{t(`offers.per.${offer.period}`)}</span>
              </span>
              <span className={styles.priceNote}>
                {offer.period === 'annual'
                  ? t('offers.perMonth', { price: yen(offer.perMonthJpy), saving: yen(saving) })
                  : t('offers.taxIncluded', { tax: yen(offer.taxJpy) })}
              </span>
              <span className={styles.features}>
                <Feature on>{t('features.quality', { quality: t(`quality.${offer.maxQuality}`) })}</Feature>
                <Feature on>{t('features.all')}</Feature>
                <Feature on={!offer.ads}>{t(offer.ads ? 'features.ads' : 'features.noAds')}</Feature>
                <Feature on={offer.multiView}>{t('features.multiView')}</Feature>
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}

function Feature({ on, children }: { on: boolean; children: string }) {
  const { t } = useBillingFormat();
  return (
    <span className={cx(styles.feature, !on && styles.featureOff)}>
      {on ? (
        <CheckIcon size={16} strokeWidth={2.5} className={styles.featureIcon} />
      ) : (
        <CloseIcon size={16} className={styles.featureIcon} />
      )}
      <span>
        {children}
        {!on && <span className="visually-hidden"> {t('features.notIncluded')}</span>}
      </span>
    </span>
  );
}
