import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../core/use-session.js';
import { displayName, initialOf } from '../../features/auth/index.js';
import { useTranslation } from '../../i18n/react.js';
import { ChevronRightIcon, CloseIcon } from '../../ui/icons.js';
import { Logo } from '../../ui/Logo.js';
import { LanguageSwitcher } from '../LanguageSwitcher.js';
import { isMenuEntryActive, MENU } from '../menu.js';
import styles from './MobileDrawer.module.css';

/** Wider than this the drawer has no reason to stay open (LIMITS.breakpoints.mobile = 768). */
const DESKTOP_QUERY = '(min-width: 769px)';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MobileDrawerProps {
  id: string;
  /** Closes and gives focus back to the hamburger (close button, Escape, backdrop). */
  onClose: () => void;
  /** Closes after a menu link is followed. */
  onNavigate: () => void;
}

/** Full-height drawer with every menu entry (modal: focus kept inside, Escape and the backdrop close it). */
export function MobileDrawer({ id, onClose, onNavigate }: MobileDrawerProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { data: user } = useSession();
  const name = displayName(user);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onCloseRef.current();
    };
    desktop?.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = overflow;
      desktop?.removeEventListener('change', onChange);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.backdrop}
        tabIndex={-1}
        aria-label={t('menu.close')}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.label')}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <Logo size="sm" onClick={onNavigate} />
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('menu.close')}
            onClick={onClose}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        {user && (
          <div className={styles.member}>
            <span className={styles.memberAvatar} aria-hidden="true">
              {initialOf(name) ?? '?'}
            </span>
            <span className={styles.memberText}>
              <span className={styles.memberName}>{name ?? t('auth.member')}</span>
              {user.email && user.email !== name && <span className={styles.memberEmail}>{user.email}</span>}
            </span>
          </div>
        )}
        <nav className={styles.nav} aria-label={t('menu.label')}>
          <ul className={styles.list}>
            {MENU.map((entry, index) => {
              const groupStart = index > 0 && MENU[index - 1]?.placement !== entry.placement;
              const className = [
                styles.item,
                groupStart ? styles.groupStart : '',
                entry.key === 'logout' ? styles.logout : '',
              ].join(' ');
              return (
                <li key={entry.key} className={className}>
                  <Link
                    to={entry.to}
                    className={styles.link}
                    aria-current={isMenuEntryActive(entry, pathname) ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    <entry.icon size={20} className={styles.icon} />
                    <span className={styles.label}>{t(`menu.${entry.key}`)}</span>
                    <ChevronRightIcon size={16} className={styles.chevron} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <span className={styles.bottomLabel}>{t('language.label')}</span>
          <LanguageSwitcher variant="inline" />
        </div>
      </div>
    </div>
  );
}
