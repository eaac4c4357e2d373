import { formatDate, type Profile, type SessionUser, starEmail, type Voucher } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { displayName, initialOf } from '../../auth/index.js';
import { PassSummary } from './PassSummary.js';
import styles from './ProfileCard.module.css';

interface ProfileCardProps {
  user: SessionUser;
  /** GET /user/profile, for "member since"; the card shows without it while it loads. */
  profile: Profile | undefined;
  /** GET /user/sub/scope, for the pass; the card shows the session's plan while it loads. */
  voucher: Voucher | undefined;
}

/**
 * Who is logged in: initial, nickname, the e-mail starred (spec §9, e-mail partly starred), member
 * since, and the pass held (PassSummary).
 */
export function ProfileCard({ user, profile, voucher }: ProfileCardProps) {
  const { t } = useTranslation('mypage');
  const name = displayName(user) ?? t('profile.member');
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
            {profile ? (
              <span>{t('profile.memberSince', { date: formatDate(profile.createdAt) })}</span>
            ) : (
              // the date's room while the profile loads: the line wraps now as it will then
              <span className={styles.sinceBone} aria-hidden="true" />
            )}
          </p>
        </div>
        <Link to="/user" className={styles.edit}>
          {t('profile.account')}
        </Link>
      </div>
      <PassSummary user={user} voucher={voucher} />
    </section>
  );
}
