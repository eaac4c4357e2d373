import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../core/use-session.js';
import { displayName, initialOf } from '../../features/auth/index.js';
import { useTranslation } from '../../i18n/react.js';
import { ChevronDownIcon, UserIcon } from '../../ui/icons.js';
import { usePopover } from '../../ui/use-popover.js';
import { isMenuEntryActive, MENU } from '../menu.js';
import styles from './Header.module.css';

/**
 * Desktop account menu: the member's initial on the button; the nickname (or e-mail) and my page,
 * user info, logout (the last entries of the spec §2 menu) in the list.
 */
export function AccountMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const { data: user } = useSession();
  const name = displayName(user);
  const initial = initialOf(name);
  const { pathname } = useLocation();
  const { open, toggle, close, rootRef, triggerRef } = usePopover();
  const listId = useId();
  const entries = MENU.filter((entry) => entry.placement === 'account');
  const active = entries.some((entry) => isMenuEntryActive(entry, pathname));

  return (
    <div className={`${styles.account} ${className}`} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('menu.account')}
        data-active={active || undefined}
        onClick={toggle}
      >
        <span className={styles.avatar} data-initial={initial ? '' : undefined}>
          {initial ?? <UserIcon size={18} />}
        </span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      {open && (
        <ul id={listId} className={styles.dropdown}>
          {user && (
            <li className={styles.dropdownMember}>
              <span className={styles.dropdownCaption}>{t('auth.signedInAs')}</span>
              <span className={styles.dropdownName}>{name ?? t('auth.member')}</span>
              {user.email && user.email !== name && (
                <span className={styles.dropdownEmail}>{user.email}</span>
              )}
            </li>
          )}
          {entries.map((entry) => (
            <li key={entry.key} className={entry.key === 'logout' ? styles.dropdownSeparated : undefined}>
              <Link
                to={entry.to}
                className={styles.dropdownItem}
                aria-current={isMenuEntryActive(entry, pathname) ? 'page' : undefined}
                onClick={close}
              >
                <entry.icon size={18} />
                <span>{t(`menu.${entry.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
