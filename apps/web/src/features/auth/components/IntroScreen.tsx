import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import styles from './IntroScreen.module.css';
import { ChannelIcon, LiveIcon, QualityIcon, ReplayIcon } from './intro-icons.js';
import { LoginForm } from './LoginForm.js';
import { MatchCard } from './MatchCard.js';
import { PitchBackdrop } from './PitchBackdrop.js';

const FEATURES = [
  { key: 'live', Icon: LiveIcon },
  { key: 'vod', Icon: ReplayIcon },
  { key: 'channel', Icon: ChannelIcon },
  { key: 'quality', Icon: QualityIcon },
] as const;

const PLANS = [
  { key: 'free', quality: '720p', featured: false },
  { key: 'basic', quality: '720p', featured: false },
  { key: 'premium', quality: '1080p60', featured: true },
] as const;

export interface IntroScreenProps {
  /**
   * What follows the hero: given the built-in pass summary, answers the sections to show instead
   * (the server's landing sections, which fall back to that summary). The summary by default.
   */
  sections?: (plans: ReactNode) => ReactNode;
}

/**
 * /intro, the logged-out landing (spec §2): what KICKOFF is, the login card, and the passes. On a
 * phone the login card comes right after the headline, before the feature list.
 */
export function IntroScreen({ sections }: IntroScreenProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className={styles.intro}>
      <section className={styles.hero} aria-labelledby={`${id}-title`}>
        <PitchBackdrop className={styles.backdrop} />
        <div className={styles.grid}>
          <div className={styles.head}>
            <p className={styles.badge}>
              <span className={styles.liveDot} aria-hidden="true" />
              {t('hero.badge')}
            </p>
            <h1 id={`${id}-title`} className={styles.title}>
              {t('hero.title')}
            </h1>
            <p className={styles.lead}>{t('hero.lead')}</p>
          </div>

          <div className={styles.card}>
            <LoginForm />
          </div>

          <div className={styles.features}>
            <MatchCard className={styles.match} />
            <ul className={styles.featureList} aria-label={t('hero.featuresLabel')}>
              {FEATURES.map(({ key, Icon }) => (
                <li key={key} className={styles.feature}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  <span className={styles.featureText}>
                    <strong>{t(`hero.features.${key}.title`)}</strong>
                    <span>{t(`hero.features.${key}.text`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {sections ? sections(<PassSummary />) : <PassSummary />}
    </div>
  );
}

/** The passes in brief, with the sign-up call. */
function PassSummary() {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <section className={styles.plans} aria-labelledby={`${id}-plans`}>
      <div className={styles.plansHead}>
        <h2 id={`${id}-plans`} className={styles.plansTitle}>
          {t('hero.plans.title')}
        </h2>
        <p className={styles.plansLead}>{t('hero.plans.lead')}</p>
      </div>
      <ul className={styles.planList}>
        {PLANS.map(({ key, quality, featured }) => (
          <li key={key} className={styles.plan} data-plan={key} data-featured={featured || undefined}>
            <div className={styles.planTop}>
              <h3 className={styles.planName}>{t(`hero.plans.${key}.name`)}</h3>
              {featured && <span className={styles.planFlag}>{t('hero.plans.recommended')}</span>}
            </div>
            <p className={styles.planQuality}>{quality}</p>
            <p className={styles.planText}>{t(`hero.plans.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <Link to="/account/signup" className={styles.cta}>
        {t('hero.plans.cta')}
      </Link>
    </section>
  );
}
