import { Link, useLocation } from 'react-router';
import { useCachedSession } from '../../core/use-cached-session.js';
import { useTranslation } from '../../i18n/react.js';
import { HelpIcon } from '../../ui/icons.js';
import { Logo } from '../../ui/Logo.js';
import { LanguageSwitcher } from '../LanguageSwitcher.js';
import styles from './Header.module.css';

/**
 * Header of the public pages: logo, help, language, then log in (→ /intro) and sign up
 * (→ /account/signup). A logged-in member on a public page (an /account update step, the public help)
 * gets home and log out instead; this tab's session cache decides, without a call.
 */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const member = useCachedSession();
  const inHelp = pathname.startsWith('/public/help');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo to={member ? '/' : '/intro'} collapse="small" />
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
          {member ? (
            <>
              <Link to="/logout" className={styles.ghostButton}>
                {t('auth.logout')}
              </Link>
              <Link to="/" className={styles.accentButton}>
                {t('menu.home')}
              </Link>
            </>
          ) : (
            <>
              <Link to="/intro" className={styles.ghostButton}>
                {t('auth.login')}
              </Link>
              <Link to="/account/signup" className={styles.accentButton}>
                {t('auth.signup')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
