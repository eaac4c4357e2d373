import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { CloseIcon } from './icons.js';
import styles from './Modal.module.css';

/** Open modals, newest last: only the top one answers keys, so a confirm over an info modal behaves. */
const stack: symbol[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

let lockedCount = 0;
let saved = { overflow: '', paddingRight: '' };
/** Stops the page scrolling behind open modals, without the layout jumping when the scrollbar goes. */
function lockScroll(): () => void {
  if (lockedCount++ === 0) {
    const { style } = document.body;
    saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    if (--lockedCount === 0) Object.assign(document.body.style, saved);
  };
}

export interface ModalProps {
  /** Escape, the backdrop and the close icon all call this. */
  onClose: () => void;
  /** The dialog's heading; used as its accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Called on Enter (outside IME composition) while this modal is on top. */
  onEnter?: () => void;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  showCloseButton?: boolean;
  closeOnBackdrop?: boolean;
  /** `sm` is the spec's 374 px modal; `md` and `lg` for richer content such as popups. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The base of every dialog: rendered into <body>, traps Tab focus, closes on Escape and backdrop,
 * locks page scroll and gives focus back to where it was on close. Mount it only while open.
 */
export function Modal({
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  onEnter,
  initialFocus,
  role = 'dialog',
  showCloseButton = true,
  closeOnBackdrop = true,
  size = 'sm',
  className,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const handlers = useRef({ onClose, onEnter });
  handlers.current = { onClose, onEnter };

  useEffect(() => {
    const token = Symbol('modal');
    stack.push(token);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const panel = panelRef.current;
    if (panel) (initialFocus?.current ?? focusables(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== token || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'Enter' && handlers.current.onEnter && !event.isComposing) {
        event.preventDefault();
        handlers.current.onEnter();
      } else if (event.key === 'Tab') {
        const items = focusables(panel);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) {
          event.preventDefault();
          panel.focus();
          return;
        }
        const active = document.activeElement;
        const inside = active instanceof Node && panel.contains(active);
        if (event.shiftKey && (active === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <div className={styles.layer}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the close button are the keyboard equivalents */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div
        className={styles.backdrop}
        data-testid="modal-backdrop"
        onClick={() => {
          if (closeOnBackdrop) onClose();
        }}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both take aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], className)}
      >
        {(title || showCloseButton) && (
          <div className={styles.head}>
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {showCloseButton && (
              <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
