import { useTranslation } from '../../../i18n/react.js';
import { formResults } from '../league-rules.js';
import styles from './FormPills.module.css';

/** A team's last results (newest last) as W / D / L pills, read out as one phrase. */
export function FormPills({ form }: { form: string }) {
  const { t } = useTranslation('league');
  const results = formResults(form);
  if (results.length === 0) return <span className={styles.none}>—</span>;
  const spoken = results.map((r) => t(`form.${r}`)).join(' ');
  return (
    <span className={styles.pills} role="img" aria-label={t('form.label', { results: spoken })}>
      {results.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence of past results, never reordered
        <span key={i} className={`${styles.pill} ${styles[r]}`} aria-hidden="true">
          {t(`form.${r}`)}
        </span>
      ))}
    </span>
  );
}
