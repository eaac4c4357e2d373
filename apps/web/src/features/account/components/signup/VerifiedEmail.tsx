import { useTranslation } from '../../../../i18n/react.js';
import { Badge } from '../../../../ui/Badge.js';
import { CheckIcon } from '../../../../ui/icons.js';
import styles from '../Form.module.css';

/** A verified e-mail, read-only, with its "verified" badge. */
export function VerifiedEmail({ email, label }: { email: string; label?: string }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.readOnly}>
      <span className={styles.readOnlyLabel}>{label ?? t('fields.email')}</span>
      <div className={styles.readOnlyValue} data-testid="verified-email">
        <span>{email}</span>
        <Badge tone="accent" className={styles.verifiedBadge}>
          <CheckIcon size={12} strokeWidth={3} />
          {t('code.verified')}
        </Badge>
      </div>
    </div>
  );
}
