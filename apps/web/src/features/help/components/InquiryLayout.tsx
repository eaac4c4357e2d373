import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { CalendarIcon, DocumentIcon, MailIcon } from '../../../ui/icons.js';
import { Checkbox } from '../../../ui/index.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import styles from './InquiryLayout.module.css';

interface InquiryLayoutProps {
  icon: ReactNode;
  title: string;
  description: string;
  kind: 'inquiry' | 'cooperation';
  children: ReactNode;
}

/** An inquiry form beside a short "before you send" guide (stacked below 768 px). */
export function InquiryLayout({ icon, title, description, kind, children }: InquiryLayoutProps) {
  const { t } = useTranslation('help');
  const { base } = useHelpPaths();
  const titleId = useId();
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={titleId}>
        <header className={styles.head}>
          <span className={styles.badge} aria-hidden="true">
            {icon}
          </span>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.description}>{description}</p>
          </div>
        </header>
        {children}
      </section>
      <aside className={styles.aside} aria-label={t('guide.title')}>
        <h3 className={styles.asideTitle}>{t('guide.title')}</h3>
        <ul className={styles.guide}>
          {kind === 'inquiry' ? (
            <li>
              <DocumentIcon size={18} />
              <span>
                {t('guide.faq')}{' '}
                <Link to={`${base}/cs`} className={styles.inlineLink}>
                  {t('guide.faqLink')}
                </Link>
              </span>
            </li>
          ) : (
            <li>
              <DocumentIcon size={18} />
              <span>{t('guide.cooperationScope')}</span>
            </li>
          )}
          <li>
            <MailIcon size={18} />
            <span>{t('guide.reply')}</span>
          </li>
          <li>
            <CalendarIcon size={18} />
            <span>{t('guide.hours')}</span>
          </li>
        </ul>
      </aside>
    </div>
  );
}

interface PrivacyAgreementProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** What is collected and why, and the required agreement (agreePrivacy must be true). */
export function PrivacyAgreement({ id, checked, onChange, error }: PrivacyAgreementProps) {
  const { t } = useTranslation('help');
  const { privacy } = useHelpPaths();
  return (
    <div className={styles.privacy}>
      <dl className={styles.privacyTerms}>
        <div>
          <dt>{t('privacy.purposeLabel')}</dt>
          <dd>{t('privacy.purpose')}</dd>
        </div>
        <div>
          <dt>{t('privacy.itemsLabel')}</dt>
          <dd>{t('privacy.items')}</dd>
        </div>
        <div>
          <dt>{t('privacy.retentionLabel')}</dt>
          <dd>{t('privacy.retention')}</dd>
        </div>
      </dl>
      <Checkbox
        id={id}
        name="agreePrivacy"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        label={t('form.agreePrivacy')}
        hint={
          <a href={privacy} target="_blank" rel="noopener" className={styles.inlineLink}>
            {t('form.privacyLink')}
          </a>
        }
        error={error}
      />
    </div>
  );
}

/** The failure of a send (limit reached, too many sends, network), above the button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert} data-testid="form-error">
      {message}
    </p>
  );
}
