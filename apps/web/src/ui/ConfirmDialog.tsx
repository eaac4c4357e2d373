import { type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.js';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** Plain text keeps its line breaks. */
  message: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  onYes: () => void;
  /** Also called when the dialog is closed by Escape, the backdrop or the close icon (spec §4). */
  onNo: () => void;
  /** Styles Yes as destructive and puts first focus on No. */
  danger?: boolean;
}

/**
 * Confirm dialog of spec §2: title, message, No and Yes. Closing it in any way counts as No.
 * The first answer wins (a double click or Escape after Yes is ignored); that "answered" state lives
 * in the body below, which unmounts on close, so it resets every time the dialog opens again.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <ConfirmDialogBody {...props} /> : null;
}

function ConfirmDialogBody({
  title,
  message,
  yesLabel,
  noLabel,
  onYes,
  onNo,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const answered = useRef(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  const answer = (yes: boolean) => {
    if (answered.current) return;
    answered.current = true;
    if (yes) onYes();
    else onNo();
  };

  return (
    <Modal
      role="alertdialog"
      title={title}
      onClose={() => answer(false)}
      initialFocus={danger ? noRef : yesRef}
      footer={
        <>
          <Button ref={noRef} variant="secondary" onClick={() => answer(false)}>
            {noLabel ?? t('common.no')}
          </Button>
          <Button ref={yesRef} variant={danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
            {yesLabel ?? t('common.yes')}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  danger?: boolean;
}

export interface UseConfirm {
  /** Opens the dialog; resolves true on Yes and false on No or close. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the calling component. */
  element: ReactElement;
}

type Request = ConfirmOptions & { resolve: (yes: boolean) => void; id: number };

/**
 * Imperative confirm: `const { confirm, element } = useConfirm();` then
 * `if (await confirm({ title, message })) …` and render `{element}`.
 * A second confirm while one is open answers the first with false.
 */
export function useConfirm(): UseConfirm {
  const [request, setRequest] = useState<Request | null>(null);
  const pending = useRef<((yes: boolean) => void) | null>(null);
  const nextId = useRef(0);

  useEffect(() => () => pending.current?.(false), []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setRequest({ ...options, resolve, id: ++nextId.current });
      }),
    [],
  );

  const settle = (yes: boolean) => {
    request?.resolve(yes);
    if (pending.current === request?.resolve) pending.current = null;
    setRequest(null);
  };

  const element = (
    <ConfirmDialog
      key={request?.id ?? 0}
      open={request !== null}
      title={request?.title}
      message={request?.message}
      yesLabel={request?.yesLabel}
      noLabel={request?.noLabel}
      danger={request?.danger}
      onYes={() => settle(true)}
      onNo={() => settle(false)}
    />
  );
  return { confirm, element };
}
