import { decodeScope, formatDate, type Profile, type SessionUser, starEmail } from '@kickoff/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, initialOf } from '../../auth/index.js';
import styles from './ProfileCard.module.css';

type Plan = 'free' | 'basic' | 'premium';

/** The member's plan as the session's scope says it (spec §3 scope[0]: 1 free, 2 basic, 3 premium). */
export function planOf(user: Pick<SessionUser, 'scope'>): Plan {
  const scope = decodeScope(user.scope);
  return scope.PREMIUM ? 'premium' : scope.BASIC ? 'basic' : 'free';
}

interface ProfileCardProps {
  user: SessionUser;
  /** GET /user/profile, for "member since"; the card shows without it while it loads. */
  profile: Profile | undefined;
}

/**
 * Who is logged in: initial, nickname, the e-mail starred (spec §9, e-mail partly starred), member
 * since, and the pass held (from the session; buying and changing passes are the billing screens').
 */
export function ProfileCard({ user, profile }: ProfileCardProps) {
  const { t } = useTranslation('mypage');
  const name = displayName(user) ?? t('profile.member');
  const plan = planOf(user);
  const email = profile?.email ?? user.email;

  return (
    <section className={styles.card} aria-label={t('profile.label')} data-testid="mypage-profile">
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(name)}
        </span>
        <div className={styles.text}>
          <p className={styles.name}>{name}</p>
          <p className={styles.meta}>
            <span data-testid="mypage-email">{starEmail(email)}</span>
            {profile && <span>{t('profile.memberSince', { date: formatDate(profile.createdAt) })}</span>}
          </p>
        </div>
        <Link to="/user" className={styles.edit}>
          {t('profile.account')}
        </Link>
      </div>
      <div className={styles.pass} data-plan={plan} data-testid="mypage-pass">
        <span className={styles.passLabel}>{t('pass.label')}</span>
        <span className={styles.passName}>{t(`pass.plans.${plan}`)}</span>
        <span className={styles.passDetail}>{t(`pass.details.${plan}`)}</span>
      </div>
    </section>
  );
}
