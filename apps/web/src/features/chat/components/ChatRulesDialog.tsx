import { LIMITS } from '@kickoff/contract';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button, Modal } from '../../../ui/index.js';
import { useAgreeRules } from '../api/use-agree-rules.js';
import styles from './ChatDialogs.module.css';

const RULES = ['item1', 'item2', 'item3', 'item4', 'item5'] as const;

/**
 * The rules-agreement dialog (spec §2 "chat rules and nickname dialogs"): the rules, then
 * PUT /user/profile/chat {agree:true}. Focus is trapped in it and goes back to the button that opened it.
 */
export function ChatRulesDialog({ onClose, onAgreed }: { onClose: () => void; onAgreed: () => void }) {
  const { t } = useTranslation('chat');
  const agree = useAgreeRules();
  const params = {
    max: LIMITS.chat.maxLength,
    count: LIMITS.chat.rateMessages,
    seconds: LIMITS.chat.rateWindowSeconds,
  };
  return (
    <Modal
      title={t('rules.title')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('rules.cancel')}
          </Button>
          <Button
            className={styles.agree}
            loading={agree.isPending}
            onClick={() => agree.mutate(undefined, { onSuccess: onAgreed })}
            data-testid="chat-rules-agree"
          >
            {t('rules.agree')}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{t('rules.intro')}</p>
      <ol className={styles.rules}>
        {RULES.map((key) => (
          <li key={key}>{t(`rules.${key}`, params)}</li>
        ))}
      </ol>
      {agree.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(agree.error, t)}
        </p>
      )}
    </Modal>
  );
}
