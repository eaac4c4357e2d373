import { couponBodySchema, type MemberCoupon, type Voucher } from '@kickoff/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { CheckCircleIcon, TicketIcon } from '../../../ui/icons.js';
import { Button, TextField } from '../../../ui/index.js';
import { useMySubscription } from '../api/use-my-subscription.js';
import { type CodeSource, useRegisterCode } from '../api/use-register-code.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './CodeRegistration.module.css';
import { CouponList } from './CouponList.js';

/**
 * /purchase/coupon and /purchase/campaign: a code, registered; every refusal of spec §8 under the
 * field in the member's language; on success what the code gives (free days started now, until when;
 * or a discount waiting for the first payment, with the way to /purchase), then the codes registered.
 */
export function CodeRegistration({ source }: { source: CodeSource }) {
  const { t } = useBillingFormat();
  const titleId = useId();
  const register = useRegisterCode(source);
  const mine = useMySubscription();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<{ coupon: MemberCoupon; voucher: Voucher } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    register.reset();
    setDone(null);
    const parsed = couponBodySchema.safeParse({ code });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setCode(parsed.data.code);
    try {
      setDone(await register.mutateAsync(parsed.data.code));
      setCode('');
    } catch {
      // shown under the field
    }
  };

  const fieldError = invalid
    ? t('code.invalidFormat')
    : register.isError
      ? errorMessage(register.error, t)
      : undefined;
  const registered = mine.data?.coupons.filter((c) => c.source === source) ?? [];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.iconTile} aria-hidden="true">
          <TicketIcon size={24} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {t(`code.${source}.title`)}
        </h2>
        <p className={styles.lead}>{t(`code.${source}.lead`)}</p>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t(`code.${source}.label`)}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              setInvalid(false);
            }}
            placeholder={t(`code.${source}.placeholder`)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            error={fieldError}
            hint={t('code.hint')}
            className={styles.input}
            stackSuffix
            suffix={
              <Button type="submit" loading={register.isPending}>
                {t('code.submit')}
              </Button>
            }
          />
        </form>
        {done && <Registered coupon={done.coupon} voucher={done.voucher} />}
      </section>
      {registered.length > 0 && (
        <section className={styles.registered} aria-labelledby={`${titleId}-list`}>
          <h2 id={`${titleId}-list`} className={styles.listTitle}>
            {t(`code.${source}.registered`)}
          </h2>
          <CouponList coupons={registered} />
        </section>
      )}
    </div>
  );
}

function Registered({ coupon, voucher }: { coupon: MemberCoupon; voucher: Voucher }) {
  const { t, date, benefit } = useBillingFormat();
  const freeDays = coupon.kind === 'free_days';
  return (
    <div className={styles.success} role="status" data-testid="code-registered">
      <CheckCircleIcon size={22} className={styles.successIcon} />
      <div className={styles.successText}>
        <p className={styles.successTitle}>{t('code.done', { title: coupon.title })}</p>
        <p>{benefit(coupon)}</p>
        {freeDays ? (
          <p>{t('code.freeDaysStarted', { date: date(voucher.endDate) })}</p>
        ) : (
          <p>
            {coupon.usableUntil
              ? t('code.discountWaitingUntil', { date: date(coupon.usableUntil) })
              : t('code.discountWaiting')}
          </p>
        )}
        <div className={styles.successActions}>
          {freeDays ? (
            <ButtonLink to="/" size="sm">
              {t('code.watch')}
            </ButtonLink>
          ) : (
            <ButtonLink to={coupon.pass ? `/purchase?pass=${coupon.pass}` : '/purchase'} size="sm">
              {t('code.toPurchase')}
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}
