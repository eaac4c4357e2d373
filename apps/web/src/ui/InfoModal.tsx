import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../i18n/react.js';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

export interface InfoModalProps {
  open: boolean;
  title?: ReactNode;
  /** Plain text keeps its line breaks. */
  message: ReactNode;
  okLabel?: string;
  /** OK, Enter, Escape, the backdrop and the close icon all call this (once per opening). */
  onClose: () => void;
}

/** Info modal of spec §2: a message with one OK button; Enter also closes it. */
export function InfoModal(props: InfoModalProps) {
  return props.open ? <InfoModalBody {...props} /> : null;
}

function InfoModalBody({ title, message, okLabel, onClose }: InfoModalProps) {
  const { t } = useTranslation('ui');
  const okRef = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  return (
    <Modal
      title={title}
      ariaLabel={t('dialog.infoTitle')}
      onClose={close}
      onEnter={close}
      initialFocus={okRef}
      footer={
        <Button ref={okRef} onClick={close}>
          {okLabel ?? t('common.ok')}
        </Button>
      }
    >
      {message}
    </Modal>
  );
}
