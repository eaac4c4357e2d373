import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HelpIcon } from '../icons.js';
import { LanguageSwitcher } from '../LanguageSwitcher.js';
import { Logo } from '../Logo.js';
import styles from './Header.module.css';

/** Logged-out header: logo, help, language, log in (→ /intro) and sign up (→ /account/signup). */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const inHelp = pathname.startsWith('/public/help');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo to="/intro" collapse="small" />
        <div className={styles.actions}>
          <Link
            to="/public/help/notice"
            className={styles.textLink}
            aria-current={inHelp ? 'page' : undefined}
            title={t('menu.help')}
          >
            <HelpIcon size={18} />
            <span className={styles.textLinkLabel}>{t('menu.help')}</span>
          </Link>
          <LanguageSwitcher />
          <Link to="/intro" className={styles.ghostButton}>
            {t('auth.login')}
          </Link>
          <Link to="/account/signup" className={styles.accentButton}>
            {t('auth.signup')}
          </Link>
        </div>
      </div>
    </header>
  );
}
