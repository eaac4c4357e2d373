import { formatDateTime, type InquiryCreated, isLocale } from '@kickoff/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { CheckCircleIcon } from '../../../ui/icons.js';
import { Button } from '../../../ui/index.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import styles from './InquirySuccess.module.css';

interface InquirySuccessProps {
  kind: 'inquiry' | 'cooperation';
  created: InquiryCreated;
  /** The reply address the member gave. */
  email: string;
  onAnother: () => void;
}

/** The confirmation after a send: the inquiry number, when, where the reply goes, and what next. */
export function InquirySuccess({ kind, created, email, onAnother }: InquirySuccessProps) {
  const { t, i18n } = useTranslation('help');
  const { base } = useHelpPaths();
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // the form is gone: move focus and the view to the confirmation so it is seen and announced
  useEffect(() => {
    headingRef.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, []);

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="inquiry-success">
      <span className={styles.icon} aria-hidden="true">
        <CheckCircleIcon size={40} />
      </span>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t(`success.${kind}Title`)}
      </h2>
      <p className={styles.lead}>{t('success.lead', { email })}</p>
      <dl className={styles.receipt}>
        <div className={styles.receiptRow}>
          <dt>{t('success.number')}</dt>
          <dd className={styles.number} data-testid="inquiry-number">
            {created.id}
          </dd>
        </div>
        <div className={styles.receiptRow}>
          <dt>{t('success.receivedAt')}</dt>
          <dd>
            <time dateTime={created.createdAt}>{formatDateTime(created.createdAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('success.note')}</p>
      <div className={styles.actions}>
        <Link to={`${base}/cs`} className={styles.primary}>
          {t('success.toFaq')}
        </Link>
        <Button variant="secondary" size="lg" onClick={onAnother}>
          {t('success.another')}
        </Button>
      </div>
    </section>
  );
}
