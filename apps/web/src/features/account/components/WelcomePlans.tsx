import { formatNumber, isLocale } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { CheckIcon } from '../../../ui/icons.js';
import { ButtonLink, cx } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import styles from './WelcomePlans.module.css';

/**
 * The passes of decisions.md (JPY, tax included). Shown here to explain them; the purchase screen shows the
 * prices in force from the server.
 */
export const PASS_PLANS = [
  { key: 'free', monthly: 0, annual: null, features: ['freeContent', 'preview', 'hd', 'ads'] },
  { key: 'basic', monthly: 1480, annual: 14800, features: ['allLive', 'channels', 'hd', 'noAds'] },
  { key: 'premium', monthly: 2480, annual: 24800, features: ['everythingBasic', 'fullHd', 'multi', 'noAds'] },
] as const;

/** /account/welcome: the landing after sign-up, explaining free membership and the basic and premium passes. */
export function WelcomePlans() {
  const { t, i18n } = useTranslation('account');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const yen = (n: number) => t('welcome.yen', { price: formatNumber(n, locale) });
  return (
    <Page>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('welcome.eyebrow')}</p>
        <h1 className={styles.title}>{t('welcome.title')}</h1>
        <p className={styles.lead}>{t('welcome.lead')}</p>
      </header>
      <ul className={styles.plans}>
        {PASS_PLANS.map((plan) => (
          <li
            key={plan.key}
            className={cx(styles.plan, plan.key === 'premium' && styles.featured)}
            data-testid={`plan-${plan.key}`}
          >
            {plan.key === 'premium' && <span className={styles.badge}>{t('welcome.recommended')}</span>}
            <h2 className={styles.planName}>{t(`welcome.plans.${plan.key}.name`)}</h2>
            <p className={styles.planTagline}>{t(`welcome.plans.${plan.key}.tagline`)}</p>
            <p className={styles.price}>
              <span className={styles.amount}>{yen(plan.monthly)}</span>
              {plan.monthly > 0 && <span className={styles.per}>{t('welcome.perMonth')}</span>}
            </p>
            <p className={styles.annual}>
              {plan.annual ? t('welcome.annual', { price: yen(plan.annual) }) : t('welcome.freeNote')}
            </p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon size={16} strokeWidth={2.5} className={styles.check} />
                  <span>{t(`welcome.features.${feature}`)}</span>
                </li>
              ))}
            </ul>
            {plan.key === 'free' ? (
              <ButtonLink to="/" variant="secondary" block size="lg">
                {t('welcome.startFree')}
              </ButtonLink>
            ) : (
              <ButtonLink
                to="/purchase"
                variant={plan.key === 'premium' ? 'primary' : 'secondary'}
                block
                size="lg"
              >
                {t('welcome.buy', { plan: t(`welcome.plans.${plan.key}.name`) })}
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('welcome.taxNote')}</p>
    </Page>
  );
}
