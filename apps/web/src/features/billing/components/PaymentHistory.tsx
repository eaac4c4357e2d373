import type { Payment } from '@kickoff/contract';
import { useState } from 'react';
import { Badge } from '../../../ui/Badge.js';
import { Button, Modal } from '../../../ui/index.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './MyPasses.module.css';
import { Receipt } from './Receipt.js';

/** The member's payments, newest first, each paid one with its receipt (a dialog). */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const { t, yen, date, passName } = useBillingFormat();
  const [open, setOpen] = useState<Payment | null>(null);
  const sorted = [...payments].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (sorted.length === 0) return <p className={styles.none}>{t('history.empty')}</p>;
  return (
    <>
      <ul className={styles.payments} data-testid="payment-history">
        {sorted.map((payment) => (
          <li key={payment.id} className={styles.payment} data-testid={`payment-${payment.id}`}>
            <span className={styles.paymentDate}>{date(payment.at)}</span>
            <span className={styles.paymentWhat}>
              <span className={styles.paymentItem}>
                {t(`history.kind.${payment.kind}`, { pass: passName(payment.pass, payment.period) })}
              </span>
              {payment.status === 'failed' && (
                <span className={styles.paymentFailure}>
                  {t(`failure.${payment.failure ?? 'processing_error'}`)}
                </span>
              )}
            </span>
            <span className={styles.paymentAmount}>{yen(payment.amountJpy)}</span>
            <span className={styles.paymentStatus}>
              <Badge tone={payment.status === 'paid' ? 'neutral' : 'live'} size="sm">
                {t(`history.status.${payment.status}`)}
              </Badge>
            </span>
            <span className={styles.paymentReceipt}>
              {payment.status === 'paid' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setOpen(payment)}
                  aria-label={t('history.receiptFor', { date: date(payment.at) })}
                >
                  {t('history.receipt')}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {open && (
        <Modal
          title={t('receipt.title')}
          onClose={() => setOpen(null)}
          size="md"
          footer={<Button onClick={() => setOpen(null)}>{t('actions.close')}</Button>}
        >
          <Receipt
            receiptNo={open.receiptNo}
            at={open.at}
            item={t(`history.kind.${open.kind}`, { pass: passName(open.pass, open.period) })}
            amountJpy={open.amountJpy}
            taxJpy={open.taxJpy}
            card={open.card}
          />
        </Modal>
      )}
    </>
  );
}
