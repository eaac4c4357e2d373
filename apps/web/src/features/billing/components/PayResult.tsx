import type { Order } from '@kickoff/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { errorCode, errorMessage } from '../../../core/error-message.js';
import { sessionKeys } from '../../../core/session-keys.js';
import { useSession } from '../../../core/use-session.js';
import { Button } from '../../../ui/Button.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { AlertIcon, CheckCircleIcon, ClockIcon, LockIcon } from '../../../ui/icons.js';
import { ErrorState } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { Spinner } from '../../../ui/Spinner.js';
import { loginRedirectFor } from '../../auth/index.js';
import { useMySubscription } from '../api/use-my-subscription.js';
import { useOrder } from '../api/use-order.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './PayResult.module.css';
import { Receipt } from './Receipt.js';

/**
 * /pay_result/:id (public, spec §2): where the provider's checkout sends the member back. A visitor
 * who is logged out is asked to log in and comes back here; a member sees the order confirmed by
 * polling (pending → paid, failed or expired; a minute without an answer: "we will e-mail you").
 */
export function PayResult() {
  const { id = '' } = useParams();
  const { t } = useBillingFormat();
  const session = useSession();

  if (session.isPending) return <Waiting title={t('result.checking')} />;
  if (session.isError) {
    return (
      <Page narrow>
        <ErrorState
          message={errorMessage(session.error, t)}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      </Page>
    );
  }
  if (!session.data) {
    return (
      <Outcome
        tone="info"
        icon={<LockIcon size={28} />}
        title={t('result.login.title')}
        testId="result-login"
      >
        <p className={styles.text}>{t('result.login.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to={loginRedirectFor(`/pay_result/${id}`)} size="lg">
            {t('result.login.action')}
          </ButtonLink>
        </div>
      </Outcome>
    );
  }
  return <OrderResult id={id} />;
}

function OrderResult({ id }: { id: string }) {
  const { t, yen, passName } = useBillingFormat();
  const { query, gaveUp, checkAgain } = useOrder(id, true);
  const order = query.data;

  if (!order) {
    if (query.isError) {
      const notFound = errorCode(query.error) === 'ORDER_NOT_FOUND' || errorCode(query.error) === 'NOT_FOUND';
      return (
        <Outcome
          tone="danger"
          icon={<AlertIcon size={28} />}
          title={t('result.notFound.title')}
          testId="result-error"
        >
          <p className={styles.text}>{notFound ? t('result.notFound.text') : errorMessage(query.error, t)}</p>
          <div className={styles.actions}>
            {!notFound && (
              <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
                {t('result.retry')}
              </Button>
            )}
            <ButtonLink to="/purchase">{t('result.toPurchase')}</ButtonLink>
          </div>
        </Outcome>
      );
    }
    return <Waiting title={t('result.checking')} />;
  }

  const retryTo = `/purchase?pass=${order.pass}&period=${order.period}`;
  if (order.status === 'paid') return <Paid order={order} />;
  if (order.status === 'failed') {
    return (
      <Outcome
        tone="danger"
        icon={<AlertIcon size={28} />}
        title={t('result.failed.title')}
        testId="result-failed"
      >
        <p className={styles.text} data-testid="result-reason">
          {t(`failure.${order.failure ?? 'processing_error'}`)}
        </p>
        <p className={styles.sub}>
          {t('result.failed.nothingCharged', { pass: passName(order.pass, order.period) })}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={retryTo} size="lg">
            {t('result.tryAgain')}
          </ButtonLink>
          <ButtonLink to="/help/cs/contact" variant="secondary" size="lg">
            {t('result.help')}
          </ButtonLink>
        </div>
      </Outcome>
    );
  }
  if (order.status === 'expired') {
    return (
      <Outcome
        tone="warning"
        icon={<ClockIcon size={28} />}
        title={t('result.expired.title')}
        testId="result-expired"
      >
        <p className={styles.text}>{t('result.expired.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to={retryTo} size="lg">
            {t('result.tryAgain')}
          </ButtonLink>
        </div>
      </Outcome>
    );
  }
  if (gaveUp) {
    return (
      <Outcome
        tone="warning"
        icon={<ClockIcon size={28} />}
        title={t('result.slow.title')}
        testId="result-slow"
      >
        <p className={styles.text}>{t('result.slow.text')}</p>
        <div className={styles.actions}>
          <Button size="lg" loading={query.isFetching} onClick={checkAgain}>
            {t('result.checkAgain')}
          </Button>
          <ButtonLink to="/mypage/purchase" variant="secondary" size="lg">
            {t('result.toMyPasses')}
          </ButtonLink>
        </div>
      </Outcome>
    );
  }
  return (
    <Waiting title={t('result.pending.title')} testId="result-pending">
      <p className={styles.text}>{t('result.pending.text')}</p>
      <p className={styles.sub}>
        {t('result.pending.what', { pass: passName(order.pass, order.period), amount: yen(order.amountJpy) })}
      </p>
    </Waiting>
  );
}

/**
 * Paid: what was bought and its receipt. The session (its scope) and the member's pass are read again
 * at once, so the player allows the new quality without a reload.
 */
function Paid({ order }: { order: Order }) {
  const { t, passName } = useBillingFormat();
  const queryClient = useQueryClient();
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  }, [queryClient]);
  const mine = useMySubscription();
  const subscription = mine.data?.subscription ?? null;
  const payment =
    mine.data?.payments.find(
      (p) => p.status === 'paid' && p.kind === order.kind && p.serviceId === order.serviceId,
    ) ?? null;

  return (
    <Outcome
      tone="accent"
      icon={<CheckCircleIcon size={28} />}
      title={t('result.paid.title')}
      testId="result-paid"
    >
      <p className={styles.text}>
        {t(`result.paid.text.${order.pass}`, { pass: passName(order.pass, order.period) })}
      </p>
      <Receipt
        receiptNo={payment?.receiptNo ?? null}
        orderId={order.id}
        at={order.paidAt ?? order.createdAt}
        item={passName(order.pass, order.period)}
        listPriceJpy={order.listPriceJpy}
        discountJpy={order.discountJpy}
        coupon={order.coupon?.code ?? null}
        amountJpy={order.amountJpy}
        taxJpy={order.taxJpy}
        card={payment?.card ?? subscription?.card ?? null}
        next={
          subscription?.nextPaymentAt && subscription.nextPaymentJpy !== null
            ? { at: subscription.nextPaymentAt, amountJpy: subscription.nextPaymentJpy }
            : null
        }
      />
      <div className={styles.actions}>
        <ButtonLink to="/" size="lg">
          {t('result.watch')}
        </ButtonLink>
        <ButtonLink to="/mypage/purchase" variant="secondary" size="lg">
          {t('result.toMyPasses')}
        </ButtonLink>
      </div>
    </Outcome>
  );
}

type Tone = 'accent' | 'danger' | 'warning' | 'info';

function Outcome({
  tone,
  icon,
  title,
  testId,
  children,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Page narrow>
      <section className={styles.card} data-tone={tone} data-testid={testId} aria-labelledby="result-title">
        <span className={styles.icon}>{icon}</span>
        <h1 id="result-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </Page>
  );
}

function Waiting({ title, testId, children }: { title: string; testId?: string; children?: ReactNode }) {
  return (
    <Page narrow>
      <section
        className={styles.card}
        data-tone="info"
        data-testid={testId}
        aria-busy="true"
        aria-live="polite"
      >
        <Spinner size="lg" className={styles.spinner} />
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </Page>
  );
}
