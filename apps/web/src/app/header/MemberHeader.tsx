import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertBell } from '../../features/alerts/index.js';
import { useTranslation } from '../../i18n/react.js';
import { MenuIcon } from '../../ui/icons.js';
import { Logo } from '../../ui/Logo.js';
import { useOpenUntilNavigation } from '../../ui/use-popover.js';
import { LanguageSwitcher } from '../LanguageSwitcher.js';
import { isMenuEntryActive, MENU, type MenuEntry, menuEntry } from '../menu.js';
import { AccountMenu } from './AccountMenu.js';
import styles from './Header.module.css';

const DRAWER_ID = 'member-drawer';

/** The phone's menu drawer: its own chunk, fetched when the member reaches for the menu button. */
const loadDrawer = () => import('./MobileDrawer.js');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));

/**
 * The member header. Desktop (≥ 769 px): logo, the primary entries, then search, purchase, help, the
 * language menu and the account menu (my page, user info, logout) — the menu order of spec §2.
 * Mobile (≤ 768 px): logo, search and a hamburger opening a drawer with every entry.
 */
export function MemberHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // a new page closes the drawer
  const [drawerOpen, setDrawerOpen] = useOpenUntilNavigation();
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  const search = menuEntry('search');
  const purchase = menuEntry('purchase');
  const help = menuEntry('help');

  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo collapse="narrow-desktop" />
          <nav className={styles.primary} aria-label={t('menu.label')}>
            <ul className={styles.navList}>
              {MENU.filter((entry) => entry.placement === 'primary').map((entry) => (
                <li key={entry.key}>
                  <Link to={entry.to} className={styles.navLink} aria-current={current(entry, pathname)}>
                    {t(`menu.${entry.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <IconLink entry={search} label={t('menu.search')} pathname={pathname} />
            <Link to={purchase.to} className={styles.purchase} aria-current={current(purchase, pathname)}>
              <purchase.icon size={18} />
              <span className={styles.purchaseLabel}>{t('menu.purchase')}</span>
            </Link>
            <IconLink
              entry={help}
              label={t('menu.help')}
              pathname={pathname}
              className={styles.desktopOnly}
            />
            <div className={styles.desktopOnly}>
              <LanguageSwitcher />
            </div>
            <AlertBell />
            <AccountMenu className={styles.desktopOnly} />
            <button
              ref={hamburgerRef}
              type="button"
              className={`${styles.iconButton} ${styles.hamburger}`}
              aria-label={t('menu.open')}
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={() => void loadDrawer()}
              onTouchStart={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
            >
              <MenuIcon size={22} />
            </button>
          </div>
        </div>
      </header>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer
            id={DRAWER_ID}
            onClose={() => {
              setDrawerOpen(false);
              hamburgerRef.current?.focus();
            }}
            onNavigate={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function current(entry: MenuEntry, pathname: string): 'page' | undefined {
  return isMenuEntryActive(entry, pathname) ? 'page' : undefined;
}

function IconLink({
  entry,
  label,
  pathname,
  className = '',
}: {
  entry: MenuEntry;
  label: string;
  pathname: string;
  className?: string;
}) {
  return (
    <Link
      to={entry.to}
      className={`${styles.iconButton} ${className}`}
      aria-label={label}
      title={label}
      aria-current={current(entry, pathname)}
    >
      <entry.icon size={20} />
    </Link>
  );
}
