import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from '../../../../i18n/react.js';
import { CheckCircleIcon } from '../../../../ui/icons.js';
import { ButtonLink } from '../../../../ui/index.js';
import { useSignupState } from '../../hooks/signup-context.js';
import cardStyles from '../AccountCard.module.css';
import formStyles from '../Form.module.css';
import styles from './Signup.module.css';

/** /account/signup/complete and /sns_complete: welcome, the nickname, and where to go next. */
export function CompleteStep() {
  const { t } = useTranslation('account');
  const { draft } = useSignupState();
  const nickname = draft.completed?.nickname ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className={`${cardStyles.card} ${styles.done}`} data-testid="signup-complete">
      <span className={styles.doneIcon} aria-hidden="true">
        <CheckCircleIcon size={40} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.doneTitle}>
        {t('signup.complete.title')}
      </h2>
      <p className={styles.doneLead}>
        <Trans
          t={t}
          i18nKey="signup.complete.welcome"
          values={{ nickname }}
          components={{ name: <strong className={styles.nickname} data-testid="complete-nickname" /> }}
        />
      </p>
      <p className={styles.doneLead}>{t('signup.complete.text')}</p>
      <div className={styles.doneActions}>
        <ButtonLink to="/purchase" size="lg">
          {t('signup.complete.toPasses')}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          {t('common.toHome')}
        </ButtonLink>
      </div>
      <ul className={formStyles.links}>
        <li>
          <Link to="/account/welcome">{t('signup.complete.aboutPasses')}</Link>
        </li>
      </ul>
    </section>
  );
}
