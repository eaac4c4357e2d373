import { LIMITS } from '@kickoff/contract';
import { useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { Button } from '../../../ui/Button.js';
import { MailIcon } from '../../../ui/icons.js';
import { Modal } from '../../../ui/Modal.js';
import { VerifyCodeForm } from '../../account/index.js';
import { useSendPurchaseCode } from '../api/use-send-purchase-code.js';
import { useVerifyPurchaseCode } from '../api/use-verify-purchase-code.js';
import { useBillingFormat } from '../hooks/use-billing-format.js';
import styles from './Billing.module.css';

interface VerificationDialogProps {
  /** The code was checked: the purchase goes on. */
  onVerified: () => void;
  onClose: () => void;
}

/**
 * The e-mail check before a member's first purchase (spec §9): send a code to the member's address,
 * enter its 6 digits within 30 minutes (resend replaces it), then the purchase goes on by itself.
 */
export function VerificationDialog({ onVerified, onClose }: VerificationDialogProps) {
  const { t } = useBillingFormat();
  const send = useSendPurchaseCode();
  const verify = useVerifyPurchaseCode();
  const [sent, setSent] = useState<{ sentTo: string; expiresAt: number; round: number } | null>(null);

  const sendCode = async () => {
    const answer = await send.mutateAsync();
    setSent((previous) => ({
      sentTo: answer.sentTo,
      expiresAt: Date.parse(answer.expiresAt),
      round: (previous?.round ?? 0) + 1,
    }));
  };

  return (
    <Modal title={t('verify.title')} onClose={onClose} size="md">
      <div className={styles.dialogBody} data-testid="purchase-verification">
        {sent ? (
          <VerifyCodeForm
            key={sent.round}
            kind="email"
            target={sent.sentTo}
            expiresAt={sent.expiresAt}
            pending={verify.isPending}
            submitLabel={t('verify.submit')}
            onSubmitCode={async (code) => {
              await verify.mutateAsync(code);
              onVerified();
            }}
            onResend={sendCode}
            resendPending={send.isPending}
          />
        ) : (
          <>
            <p className={styles.lead}>
              {t('verify.lead', { minutes: LIMITS.emailCode.purchaseValidMinutes })}
            </p>
            {send.isError && (
              <p className={styles.alert} role="alert">
                {errorMessage(send.error, t)}
              </p>
            )}
            <Button
              icon={<MailIcon size={18} />}
              block
              loading={send.isPending}
              onClick={() => void sendCode().catch(() => {})}
            >
              {t('verify.send')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
