import { formatDateTime } from '@kickoff/contract';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './Receipt.module.css';

export interface ReceiptProps {
  /** The receipt number members quote to support (KO-YYYYMMDD-NNNNNN), once the payment is recorded. */
  receiptNo: string | null;
  orderId?: string;
  at: string;
  item: string;
  listPriceJpy?: number;
  discountJpy?: number;
  coupon?: string | null;
  amountJpy: number;
  taxJpy: number;
  card: { brand: string; last4: string } | null;
  /** The next automatic payment. */
  next?: { at: string; amountJpy: number } | null;
}

/** A receipt: number, date, item, the amount with the tax inside it, the card, the next payment. */
export function Receipt({
  receiptNo,
  orderId,
  at,
  item,
  listPriceJpy,
  discountJpy = 0,
  coupon,
  amountJpy,
  taxJpy,
  card,
  next,
}: ReceiptProps) {
  const { t, yen, date, locale, card: cardLabel } = useBillingFormat();
  return (
    <dl className={styles.receipt} data-testid="receipt">
      {receiptNo && <Row label={t('receipt.number')} value={receiptNo} mono />}
      {orderId && <Row label={t('receipt.order')} value={orderId} mono />}
      <Row label={t('receipt.date')} value={formatDateTime(at, locale)} />
      <Row label={t('receipt.item')} value={item} />
      {discountJpy > 0 && listPriceJpy !== undefined && (
        <>
          <Row label={t('receipt.listPrice')} value={yen(listPriceJpy)} />
          <Row
            label={coupon ? t('receipt.discountWith', { code: coupon }) : t('receipt.discount')}
            value={`−${yen(discountJpy)}`}
          />
        </>
      )}
      <Row label={t('receipt.amount')} value={yen(amountJpy)} strong testId="receipt-amount" />
      <Row label={t('receipt.tax')} value={yen(taxJpy)} />
      {card && <Row label={t('receipt.card')} value={cardLabel(card)} />}
      {next && (
        <Row
          label={t('receipt.next')}
          value={t('receipt.nextValue', { date: date(next.at), amount: yen(next.amountJpy) })}
          testId="receipt-next"
        />
      )}
    </dl>
  );
}

function Row({
  label,
  value,
  strong = false,
  mono = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  mono?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
