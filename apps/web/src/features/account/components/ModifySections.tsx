import { LIMITS, maskPhone, orDash, type Profile } from '@kickoff/contract';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { ButtonLink, PageHeader, useToast } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useProfile } from '../api/use-profile.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import styles from './MemberPages.module.css';
import { Section } from './ModifySection.js';
import { NicknameSection } from './NicknameSection.js';
import { ProfileDetailsForm } from './ProfileDetailsForm.js';
import { ReauthGate } from './ReauthGate.js';
import { RequireMember } from './RequireMember.js';

/**
 * /modify: after re-authentication (skipped for members without a password), the sections that change
 * the account: nickname, password, e-mail and phone (their own verification pages), details.
 */
export function ModifyPage() {
  const { t } = useTranslation('account');
  return (
    <RequireMember>
      {(user) => (
        <Page narrow>
          <PageHeader
            title={t('modify.title')}
            subtitle={t('modify.subtitle')}
            breadcrumb={[{ label: t('user.title'), to: '/user' }, { label: t('modify.title') }]}
          />
          <ModifyBody userId={user.userId} />
        </Page>
      )}
    </RequireMember>
  );
}

function ModifyBody({ userId }: { userId: number }) {
  return (
    <QueryState query={useProfile()}>
      {(profile) => (
        <ReauthGate userId={userId} hasPassword={profile.hasPassword}>
          <Sections userId={userId} profile={profile} />
        </ReauthGate>
      )}
    </QueryState>
  );
}

function Sections({ userId, profile }: { userId: number; profile: Profile }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const { hash } = useLocation();

  // a link from /user (`/modify#phone`) lands on its section
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <div className={styles.sections}>
      <NicknameSection userId={userId} profile={profile} />

      <Section
        id="password"
        title={profile.hasPassword ? t('modify.password') : t('modify.passwordSet')}
        text={t('modify.passwordText')}
      >
        <ChangePasswordForm
          userId={userId}
          hasPassword={profile.hasPassword}
          layout="section"
          onDone={() => toast.success(t('changePwd.done'))}
        />
      </Section>

      <Section id="email" title={t('modify.email')} text={t('modify.emailText')}>
        <div className={styles.inline}>
          <span className={styles.inlineValue}>{orDash(profile.email)}</span>
          <ButtonLink to="/account/update_email?next=/user" variant="secondary">
            {t('modify.changeEmail')}
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="phone"
        title={t('modify.phone')}
        text={t('modify.phoneText', { count: LIMITS.phoneCodesPerDay })}
      >
        <div className={styles.inline}>
          <span className={styles.inlineValue}>{maskPhone(profile.phone)}</span>
          <ButtonLink to="/account/update_phone?next=/user" variant="secondary">
            {t('modify.changePhone')}
          </ButtonLink>
        </div>
      </Section>

      <Section id="details" title={t('modify.details')} text={t('modify.detailsText')}>
        <ProfileDetailsForm
          key={`${profile.name}-${profile.birthDate}-${profile.gender}-${profile.marketingAgreed}`}
          userId={userId}
          profile={profile}
          withMarketing
          layout="section"
          onDone={() => toast.success(t('modify.detailsDone'))}
        />
      </Section>

      <p className={styles.withdrawLink}>
        <Link to="/withdraw">{t('user.toWithdraw')}</Link>
      </p>
    </div>
  );
}
