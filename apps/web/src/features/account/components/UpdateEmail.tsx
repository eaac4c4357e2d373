import { LIMITS, USER_STATUS } from '@kickoff/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { Page } from '../../../ui/Page.js';
import { hasStatus } from '../hooks/member-status.js';
import { nextPath } from '../hooks/next-path.js';
import { writeUpdateEmail } from '../hooks/update-email-storage.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { CODE_VALID_MS } from './CodeVerification.js';
import formStyles from './Form.module.css';
import { FormNotice } from './FormAlert.js';
import { RequireMember } from './RequireMember.js';
import { SendCodeForm } from './SendCodeForm.js';

/**
 * /account/update_email: forced for status 12, or from /modify. The new e-mail (it must differ) gets a
 * code (purpose update); the code is entered on /account/update_code.
 */
export function UpdateEmail() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = nextPath(params, '/');
  return (
    <RequireMember>
      {(user) => (
        <Page narrow>
          <AccountColumn>
            <AccountCard title={t('updateEmail.title')} description={t('updateEmail.description')}>
              <div className={formStyles.stack}>
                {hasStatus(user, USER_STATUS.MUST_UPDATE_EMAIL) && (
                  <FormNotice testId="forced-notice">{t('updateEmail.forced')}</FormNotice>
                )}
                {user.email && (
                  <p className={formStyles.current}>
                    {t('updateEmail.current')} <strong>{user.email}</strong>
                  </p>
                )}
                <SendCodeForm
                  kind="email"
                  purpose="update"
                  initialValue=""
                  current={user.email}
                  label={t('fields.newEmail')}
                  hint={t('code.emailLimit', { count: LIMITS.emailCodesPerDay })}
                  onSent={(emailCodeId, email) => {
                    writeUpdateEmail({ email, emailCodeId, expiresAt: Date.now() + CODE_VALID_MS, next });
                    navigate('/account/update_code');
                  }}
                />
              </div>
            </AccountCard>
            {next !== '/' && (
              <ul className={formStyles.links}>
                <li>
                  <Link to={next}>{t('common.cancel')}</Link>
                </li>
              </ul>
            )}
          </AccountColumn>
        </Page>
      )}
    </RequireMember>
  );
}
