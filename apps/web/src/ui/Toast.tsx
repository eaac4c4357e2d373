import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.js';
import styles from './Toast.module.css';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  kind?: ToastKind;
  /** Milliseconds on screen; 0 keeps it until closed. Default 4 s (errors 6 s). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => number;
  info: (message: ReactNode, options?: Omit<ToastOptions, 'kind'>) => number;
  success: (message: ReactNode, options?: Omit<ToastOptions, 'kind'>) => number;
  error: (message: ReactNode, options?: Omit<ToastOptions, 'kind'>) => number;
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
}

export const TOAST_DURATION_MS = { info: 4000, success: 4000, error: 6000 } as const;
/** At most this many toasts at once; the oldest gives way. */
export const TOAST_MAX = 3;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The app's one pattern for passing notes ("saved", "copied", "could not load"): short messages at
 * the bottom of the screen that go away by themselves (pointing at them or focusing
 * their close button pauses the timers). The region is a
 * persistent polite live region, so new notes are announced; errors are alerts, announced at once. Questions and must-read messages use ConfirmDialog / InfoModal instead.
 * The region is fixed above everything (z-index over dialogs) and drawn after the app, in its root
 * rather than a portal: a page the server draws (prerender.tsx) carries it too, so the app takes the
 * page over unchanged.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );

  const api = useMemo<ToastApi>(() => {
    const show = (message: ReactNode, options: ToastOptions = {}) => {
      const kind = options.kind ?? 'info';
      const id = ++nextId.current;
      const duration = options.duration ?? TOAST_DURATION_MS[kind];
      setToasts((list) => [...list, { id, kind, message, duration }].slice(-TOAST_MAX));
      return id;
    };
    return {
      show,
      info: (message, options) => show(message, { ...options, kind: 'info' }),
      success: (message, options) => show(message, { ...options, kind: 'success' }),
      error: (message, options) => show(message, { ...options, kind: 'error' }),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('toast.region')}
        aria-live="polite"
        aria-relevant="additions text"
        className={styles.region}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} paused={paused} onClose={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

const ICONS = { info: InfoIcon, success: CheckCircleIcon, error: AlertIcon } as const;

function Toast({ toast, paused, onClose }: { toast: ToastItem; paused: boolean; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (toast.duration <= 0 || paused) return;
    const timer = setTimeout(() => close.current(), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.duration, paused]);

  const Icon = ICONS[toast.kind];
  return (
    <div role={toast.kind === 'error' ? 'alert' : undefined} className={cx(styles.toast, styles[toast.kind])}>
      <Icon size={20} className={styles.icon} />
      <div className={styles.message}>{toast.message}</div>
      <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** `const toast = useToast(); toast.success(t('saved'));` — needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
