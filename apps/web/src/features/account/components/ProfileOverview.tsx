import { formatDate, isLocale, LIMITS, maskPhone, orDash, type Profile } from '@kickoff/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { ButtonLink, cx, PageHeader } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useProfile } from '../api/use-profile.js';
import { formatBirthDate } from './format-birth-date.js';
import styles from './MemberPages.module.css';

/** /user: the member's own account at a glance (their data in full, the phone masked) with edit links. */
export function ProfileOverview() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <Page>
      <PageHeader
        title={t('user.title')}
        subtitle={t('user.subtitle')}
        actions={<ButtonLink to="/modify">{t('user.edit')}</ButtonLink>}
      />
      <QueryState query={profile}>{(data) => <Overview profile={data} />}</QueryState>
    </Page>
  );
}

function Overview({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const nextChange =
    profile.nicknameChangeableAt && Date.parse(profile.nicknameChangeableAt) > Date.now()
      ? formatDate(profile.nicknameChangeableAt, locale)
      : null;
  const initial = Array.from(profile.nickname ?? profile.name ?? '?')[0] ?? '?';

  return (
    <div className={styles.overview} data-testid="profile-overview">
      <section className={styles.summary} aria-label={t('user.summary')}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.summaryText}>
          <p className={styles.summaryName}>{orDash(profile.nickname)}</p>
          <p className={styles.summaryEmail}>{orDash(profile.email)}</p>
          <p className={styles.summaryMeta}>
            {t('user.memberSince', { date: formatDate(profile.createdAt, locale) })}
          </p>
        </div>
      </section>

      <div className={styles.column}>
        <InfoSection title={t('user.sections.login')} className={styles.orderLogin}>
          <Row label={t('fields.email')} value={orDash(profile.email)} edit="/modify#email" />
          <Row
            label={t('fields.password')}
            value={profile.hasPassword ? '••••••••' : t('user.noPassword')}
            edit="/modify#password"
          />
          <Row
            label={t('user.sns')}
            value={
              profile.snsProviders.length > 0 ? (
                <span className={styles.badges}>
                  {profile.snsProviders.map((p) => (
                    <Badge key={p} className={styles.badge}>
                      {t(`providers.${p}`)}
                    </Badge>
                  ))}
                </span>
              ) : (
                t('user.noSns')
              )
            }
          />
        </InfoSection>

        <InfoSection title={t('user.sections.settings')} className={styles.orderSettings}>
          <Row
            label={t('user.marketing')}
            value={profile.marketingAgreed ? t('user.marketingOn') : t('user.marketingOff')}
            edit="/modify#details"
          />
          <Row label={t('user.createdAt')} value={formatDate(profile.createdAt, locale)} />
        </InfoSection>
      </div>
      <div className={styles.column}>
        <InfoSection title={t('user.sections.profile')} className={styles.orderProfile}>
          <Row
            label={t('fields.nickname')}
            value={
              <>
                {orDash(profile.nickname)}
                <span className={styles.sub}>
                  {nextChange
                    ? t('user.nicknameNext', { date: nextChange })
                    : t('user.nicknameNow', { days: LIMITS.nickname.changeAfterDays })}
                </span>
              </>
            }
            edit="/modify#nickname"
          />
          <Row label={t('fields.name')} value={orDash(profile.name)} edit="/modify#details" />
          <Row
            label={t('fields.birthDate')}
            value={formatBirthDate(profile.birthDate)}
            edit="/modify#details"
          />
          <Row
            label={t('fields.gender')}
            value={profile.gender ? t(`gender.${profile.gender}`) : orDash(null)}
            edit="/modify#details"
          />
          <Row label={t('fields.phone')} value={maskPhone(profile.phone)} edit="/modify#phone" />
        </InfoSection>
      </div>

      <p className={styles.withdrawLink}>
        <Link to="/withdraw">{t('user.toWithdraw')}</Link>
      </p>
    </div>
  );
}

function InfoSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cx(styles.section, className)} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.rows}>{children}</dl>
    </section>
  );
}

function Row({ label, value, edit }: { label: string; value: ReactNode; edit?: string }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {edit && (
        <dd className={styles.edit}>
          <Link to={edit} className={styles.editLink}>
            {t('common.change')}
            <span className="visually-hidden">{label}</span>
          </Link>
        </dd>
      )}
    </div>
  );
}
