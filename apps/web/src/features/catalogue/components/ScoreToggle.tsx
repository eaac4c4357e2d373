import { useTranslation } from '../../../i18n/react.js';
import { useToast } from '../../../ui/Toast.js';
import { useScoreSetting, useSetScoreSetting } from '../api/use-score-setting.js';
import styles from './ScoreToggle.module.css';

/**
 * The member's "show scores" switch (GET/PUT /score/on). Off hides scores in every list, detail and
 * search answer; the choice is kept on the server, so it follows the member to other devices.
 */
export function ScoreToggle({ className }: { className?: string }) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const setting = useScoreSetting();
  const update = useSetScoreSetting();
  const checked = update.isPending ? Boolean(update.variables) : (setting.data?.on ?? true);

  return (
    <label className={`${styles.toggle} ${className ?? ''}`}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={styles.input}
        checked={checked}
        disabled={setting.isPending || update.isPending}
        onChange={(event) =>
          update.mutate(event.currentTarget.checked, {
            onError: () => toast.error(t('scoreSaveFailed')),
          })
        }
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{t('showScores')}</span>
    </label>
  );
}
