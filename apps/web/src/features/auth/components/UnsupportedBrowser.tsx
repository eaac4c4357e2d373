import { useTranslation } from '../../../i18n/react.js';
import { AlertIcon, CheckIcon } from '../../../ui/icons.js';
import { LogoMark } from '../../../ui/Logo.js';
import styles from './StatusCard.module.css';

const BROWSERS = ['chrome', 'edge', 'safari'] as const;

/**
 * /silk and /ie: this browser can't run the service; which ones can (and the TV apps). A page of its
 * own, without the site's header: a Silk browser is sent back here from every other path.
 */
export function UnsupportedBrowser({ kind }: { kind: 'silk' | 'ie' }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.wrap} data-standalone="">
      <LogoMark className={styles.logo} />
      <div className={styles.card}>
        <span className={styles.icon} data-tone="warning">
          <AlertIcon size={28} />
        </span>
        <h1 className={styles.title}>{t(`unsupported.${kind}.title`)}</h1>
        <p className={styles.text}>{t(`unsupported.${kind}.text`)}</p>
        <section className={styles.box} aria-labelledby="unsupported-recommended">
          <h2 id="unsupported-recommended" className={styles.boxTitle}>
            {t('unsupported.recommended')}
          </h2>
          <ul className={styles.list}>
            {BROWSERS.map((browser) => (
              <li key={browser}>
                <CheckIcon size={16} className={styles.check} />
                {t(`unsupported.browsers.${browser}`)}
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.note}>{t('unsupported.tv')}</p>
      </div>
    </div>
  );
}
