import { LIMITS, validateNickname } from '@kickoff/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button, Modal } from '../../../ui/index.js';
import { holdCovers, NicknameField, type NicknameHold, useChangeNickname } from '../../account/index.js';
import { chatKeys } from '../api/chat-keys.js';
import styles from './ChatDialogs.module.css';

/**
 * The nickname dialog for a member without one: the account's nickname field with its duplicate
 * check (POST /validation/nickname), then PUT /change/nickname/{userId}; the chat standing is read again.
 */
export function ChatNicknameDialog({
  userId,
  onClose,
  onDone,
}: {
  userId: number;
  onClose: () => void;
  onDone: (nickname: string) => void;
}) {
  const { t } = useTranslation(['chat', 'validation', 'account']);
  const id = useId();
  const queryClient = useQueryClient();
  const change = useChangeNickname();
  const [value, setValue] = useState('');
  const [hold, setHold] = useState<NicknameHold | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const format = validateNickname(value);
    if (!format.ok) {
      setError(t(`validation:${format.error.key}`, format.error.params ?? {}));
      return;
    }
    if (!holdCovers(hold, value)) {
      setError(t('account:nickname.checkRequired'));
      return;
    }
    setError(null);
    change.mutate(
      { userId, nickname: hold.nickname, checkToken: hold.checkToken },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: chatKeys.profile() });
          onDone(hold.nickname);
        },
        onError: (failure) => {
          setHold(null);
          setError(errorMessage(failure, t));
        },
      },
    );
  };

  return (
    <Modal title={t('chat:nickname.title')} onClose={onClose} size="md">
      <form className={styles.form} onSubmit={submit} noValidate data-testid="chat-nickname-form">
        <p className={styles.intro}>{t('chat:nickname.text', { days: LIMITS.nickname.changeAfterDays })}</p>
        <NicknameField
          id={id}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error ?? undefined}
          hold={hold}
          onHold={setHold}
          autoFocus
        />
        <Button type="submit" size="lg" block loading={change.isPending}>
          {t('chat:nickname.submit')}
        </Button>
      </form>
    </Modal>
  );
}
