import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { Logo } from '../../ui/Logo.js';
import { LanguageSwitcher } from '../LanguageSwitcher.js';
import styles from './SiteFooter.module.css';

interface FooterLink {
  /** `common:footer.<key>` */
  key: string;
  to: string;
}

/** Help and terms links per layout: members reach /help/*, visitors the public copies. */
const LINKS: Record<'member' | 'public', { help: FooterLink[]; terms: FooterLink[] }> = {
  member: {
    help: [
      { key: 'notice', to: '/help/notice' },
      { key: 'event', to: '/help/event' },
      { key: 'faq', to: '/help/cs' },
      { key: 'contact', to: '/help/cs/contact' },
      { key: 'cooperate', to: '/help/cs/cooperate' },
    ],
    terms: [
      { key: 'termsService', to: '/help/term/service' },
      { key: 'termsPolicy', to: '/help/term/policy' },
      { key: 'termsPrivacy', to: '/help/term/privacy' },
      { key: 'termsYouth', to: '/help/term/youth' },
    ],
  },
  public: {
    help: [
      { key: 'notice', to: '/public/help/notice' },
      { key: 'faq', to: '/public/help/cs' },
      { key: 'contact', to: '/public/help/cs/contact' },
      { key: 'cooperate', to: '/public/help/cs/cooperate' },
    ],
    terms: [{ key: 'termsPrivacy', to: '/public/terms/privacy' }],
  },
};

export function SiteFooter({ variant }: { variant: 'member' | 'public' }) {
  const { t } = useTranslation('common');
  const links = LINKS[variant];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size="sm" to={variant === 'member' ? '/' : '/intro'} />
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>
        <nav className={styles.column} aria-label={t('footer.help')}>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <ul className={styles.links}>
            {links.help.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-label={t('footer.terms')}>
          <h2 className={styles.heading}>{t('footer.terms')}</h2>
          <ul className={styles.links}>
            {links.terms.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('language.label')}</h2>
          <LanguageSwitcher variant="inline" />
        </div>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalInner}>
          <p>{t('footer.copyright')}</p>
          <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
